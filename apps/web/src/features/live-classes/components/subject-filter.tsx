import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { inputClassName } from '../../../components/ui/input-styles';
import { SUBJECT_FILTER_MAX_LENGTH } from './use-filter-params';

export const SUBJECT_DEBOUNCE_MS = 300;

interface SubjectFilterProps {
  /** The applied subject, as the address holds it. */
  value: string;
  /** Called once typing pauses for SUBJECT_DEBOUNCE_MS, or on Enter. */
  onApply: (value: string) => void;
}

/** A subject search that applies what is typed after a short pause and follows the address on back and forward. */
export function SubjectFilter({ value, onApply }: SubjectFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }

  const apply = useEffectEvent((next: string) => onApply(next));
  useEffect(() => {
    if (draft === applied) return;
    const timer = window.setTimeout(() => apply(draft), SUBJECT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, applied]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Subject
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
          maxLength={SUBJECT_FILTER_MAX_LENGTH}
          placeholder="Any subject"
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
