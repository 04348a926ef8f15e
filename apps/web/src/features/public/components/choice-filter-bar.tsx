import type { ReactNode } from 'react';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import type { ParamChanges } from '../../../lib/use-list-params';
import { type Choice, ChoiceGroup } from './choice-group';

interface ChoiceFilter {
  /** The address parameter the group sets; '' leaves it out. */
  param: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
}

interface ChoiceFilterBarProps {
  /** Names the search landmark, e.g. "Filter teachers". */
  label: string;
  search: { label: string; placeholder: string; value: string };
  filters: readonly ChoiceFilter[];
  /** `chips`: a band above the results; `column`: a card beside them, its groups as lists of radios. */
  layout: 'chips' | 'column';
  /** useListParams' update. */
  onChange: (changes: ParamChanges, options?: { replace?: boolean }) => void;
  /** After the groups, e.g. a reset button. */
  children?: ReactNode;
}

/** A public list page's search box and its single-choice filters, kept in the address. */
export function ChoiceFilterBar({ label, search, filters, layout, onChange, children }: ChoiceFilterBarProps) {
  const chips = layout === 'chips';
  return (
    <FilterBar
      label={label}
      className={
        chips
          ? 'mb-8 block space-y-5'
          : 'space-y-6 self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm'
      }
      search={chips ? { ...search, className: 'max-w-xl' } : search}
      onChange={onChange}
    >
      {filters.map((filter) => (
        <ChoiceGroup
          key={filter.param}
          legend={filter.legend}
          look={chips ? 'chips' : 'list'}
          choices={filter.choices}
          value={filter.value}
          onChange={(value) => onChange({ [filter.param]: value })}
        />
      ))}
      {children}
    </FilterBar>
  );
}
