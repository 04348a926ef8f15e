import type { ReactNode } from 'react';
import type { ParamChanges } from '../../lib/use-list-params';
import { SearchBox } from '../ui/search-box';
import { SelectField, type SelectOption } from '../ui/select-field';

interface FilterSelect {
  /** The address parameter the select sets. */
  param: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The choice that leaves the parameter out of the address (an empty value always does). */
  defaultValue?: string;
  className?: string;
}

interface FilterBarProps {
  /** Names the search landmark where the screen has more than one, e.g. "Filter teachers". */
  label?: string;
  /** The layout: a grid, or a stack with room between the rows. */
  className: string;
  search: { label: string; placeholder: string; value: string; className?: string };
  selects?: readonly FilterSelect[];
  /** useListParams' update: a search replaces the history entry, a select adds one. */
  onChange: (changes: ParamChanges, options?: { replace?: boolean }) => void;
  /** Further controls after the selects, e.g. a group of chips. */
  children?: ReactNode;
}

function Cell({ className, children }: { className: string | undefined; children: ReactNode }) {
  return className === undefined ? children : <div className={className}>{children}</div>;
}

/** A list screen's search box and filters, kept in the address through useListParams. */
export function FilterBar({ label, className, search, selects = [], onChange, children }: FilterBarProps) {
  return (
    <search aria-label={label} className={className}>
      <Cell className={search.className}>
        <SearchBox
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onSearch={(value) => onChange({ search: value }, { replace: true })}
        />
      </Cell>
      {selects.map((select) => (
        <Cell key={select.param} className={select.className}>
          <SelectField
            label={select.label}
            value={select.value}
            options={select.options}
            onChange={({ target }) =>
              onChange({ [select.param]: target.value === select.defaultValue ? undefined : target.value })
            }
          />
        </Cell>
      ))}
      {children}
    </search>
  );
}
