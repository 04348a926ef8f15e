import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { inputClassName } from './input-styles';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The applied search, as the URL holds it. */
  value: string;
  /** Called with the trimmed text once typing pauses for SEARCH_DEBOUNCE_MS, or at once on Enter. */
  onSearch: (value: string) => void;
}

/** A labelled search input that applies what is typed after a short pause, and follows the URL on back and forward. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (value !== draft.trim()) setDraft(value);
  }

  const apply = useEffectEvent((next: string) => onSearch(next.trim()));
  useEffect(() => {
    if (draft.trim() === applied) return;
    const timer = window.setTimeout(() => apply(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, applied]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply(draft);
            }
          }}
          className={inputClassName(false, 'pl-9')}
        />
      </div>
    </div>
  );
}
