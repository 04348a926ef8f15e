import type { ReactNode } from 'react';
import { FilterBar, type SearchChanges } from '../../../components/list-screen/filter-bar';
import type { ListUpdate } from '../../../lib/use-list-params';
import { type Choice, ChoiceGroup } from './choice-group';

interface ChoiceFilter<Changes> {
  /** The address parameter the group sets, one of the screen's search schema; '' leaves it out. */
  param: Extract<keyof Changes, string>;
  legend: string;
  choices: readonly Choice[];
  value: string;
}

interface ChoiceFilterBarProps<Changes extends SearchChanges> {
  /** Names the search landmark, e.g. "Filter teachers". */
  label: string;
  search: { label: string; placeholder: string; value: string };
  filters: readonly ChoiceFilter<Changes>[];
  /** `chips`: a band above the results; `column`: a card beside them, its groups as lists of radios. */
  layout: 'chips' | 'column';
  /** useListParams' update. */
  onChange: ListUpdate<Changes>;
  /** After the groups, e.g. a reset button. */
  children?: ReactNode;
}

/** A public list page's search box and its single-choice filters, kept in the address. */
export function ChoiceFilterBar<Changes extends SearchChanges>({
  label,
  search,
  filters,
  layout,
  onChange,
  children,
}: ChoiceFilterBarProps<Changes>) {
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
          onChange={(value) => onChange({ [filter.param]: value } as Changes)}
        />
      ))}
      {children}
    </FilterBar>
  );
}
