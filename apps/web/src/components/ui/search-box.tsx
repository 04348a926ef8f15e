import { type Ref, useEffect, useEffectEvent, useState } from 'react';
import { SearchInput } from './search-input';

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
    <SearchInput
      label={label}
      ref={ref}
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
    />
  );
}
