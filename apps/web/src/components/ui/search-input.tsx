import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { inputClassName } from './input-styles';

type SearchInputProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & {
  label: string;
  /** Classes of the block holding the label and the input, e.g. "flex-1". */
  className?: string;
  /** Classes added to the input's own, e.g. a taller padding. */
  inputClass?: string;
};

/** A labelled search input with a magnifier inside it; what it does with the text is the caller's. */
export function SearchInput({ label, className, inputClass, ...input }: SearchInputProps) {
  const id = useId();
  return (
    <div className={['space-y-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          {...input}
          id={id}
          type="search"
          className={inputClassName(false, [inputClass, 'pl-9'].filter(Boolean).join(' '))}
        />
      </div>
    </div>
  );
}
