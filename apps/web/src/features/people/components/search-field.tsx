import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  label: string;
  /** The search in force (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (value: string) => void;
  placeholder?: string;
}

/** A search box that waits for a pause in typing, and follows the URL when it changes elsewhere (Back, links). */
export function SearchField({ label, value, onSearch, placeholder }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = window.setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      label={label}
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
