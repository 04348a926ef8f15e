import type { ReactNode } from 'react';
import type { ListUpdate } from '../../lib/use-list-params';
import { SearchBox } from '../ui/search-box';
import { SelectField, type SelectOption } from '../ui/select-field';

/** What a screen with a search box writes to its address (a ScreenChanges). */
export type SearchChanges = { readonly search?: string };

interface FilterSelect<Changes> {
  /** The address parameter the select sets: one of the screen's search schema. */
  param: Extract<keyof Changes, string>;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The choice that leaves the parameter out of the address (an empty value always does). */
  defaultValue?: string;
  className?: string;
}

interface FilterBarProps<Changes extends SearchChanges> {
  /** Names the search landmark where the screen has more than one, e.g. "Filter teachers". */
  label?: string;
  /** The layout: a grid, or a stack with room between the rows. */
  className: string;
  search: { label: string; placeholder: string; value: string; className?: string };
  selects?: readonly FilterSelect<Changes>[];
  /** useListParams' update: a search replaces the history entry, a select adds one. */
  onChange: ListUpdate<Changes>;
  /** Further controls after the selects, e.g. a group of chips. */
  children?: ReactNode;
}

function Cell({ className, children }: { className: string | undefined; children: ReactNode }) {
  return className === undefined ? children : <div className={className}>{children}</div>;
}

/**
 * A list screen's search box and filters, kept in the address through useListParams. The selects
 * name their parameters from the screen's search schema; their values are their options', which
 * the screen builds from the same schema's choices.
 */
export function FilterBar<Changes extends SearchChanges>({
  label,
  className,
  search,
  selects = [],
  onChange,
  children,
}: FilterBarProps<Changes>) {
  return (
    <search aria-label={label} className={className}>
      <Cell className={search.className}>
        <SearchBox
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onSearch={(value) => onChange({ search: value } as Changes, { replace: true })}
        />
      </Cell>
      {selects.map((select) => (
        <Cell key={select.param} className={select.className}>
          <SelectField
            label={select.label}
            value={select.value}
            options={select.options}
            onChange={({ target }) =>
              onChange({ [select.param]: target.value === select.defaultValue ? undefined : target.value } as Changes)
            }
          />
        </Cell>
      ))}
      {children}
    </search>
  );
}
