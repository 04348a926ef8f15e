import { useState } from 'react';

/**
 * A single choice kept in the URL: the new choice shows at once while the address catches up, and
 * the shown choice follows the address when it changes elsewhere (back and forward, a "Clear filters"
 * button). Returns the choice to show and the function that makes one.
 */
export function useChoiceAheadOfUrl<T>(value: T, onChange: (next: T) => void): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setShown(value);
  }
  const choose = (next: T) => {
    setShown(next);
    onChange(next);
  };
  return [shown, choose];
}
