import { Search } from 'lucide-react';
import { type Ref, useEffect, useEffectEvent, useId, useState } from 'react';
import { inputClassName } from './input-styles';

const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The applied search, as the URL holds it. */
  value: string;
  /** Called with the trimmed text once typing pauses for SEARCH_DEBOUNCE_MS, or at once on Enter. */
  onSearch: (value: string) => void;
  maxLength?: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled search input that applies what is typed after a short pause, and follows the URL when
 * it changes elsewhere (back and forward, a "Clear filters" button).
 */
export function SearchBox({ label, placeholder, value, onSearch, maxLength, ref }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (value !== applied) {
    setApplied(value);
    // The URL catching up with a search this box sent must not undo what was typed since.
    if (value !== sent && value !== draft.trim()) setDraft(value);
  }

  const apply = useEffectEvent((next: string) => {
    const trimmed = next.trim();
    setSent(trimmed);
    onSearch(trimmed);
  });
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
          ref={ref}
          id={id}
          type="search"
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
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
