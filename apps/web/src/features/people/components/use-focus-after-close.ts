import { useEffect, useRef } from 'react';

/**
 * When a confirmation removes the row it was opened from, the native dialog has nowhere to return
 * focus to. This sends it to a chosen element (the results summary) once the dialog has closed.
 */
export function useFocusAfterClose<T extends HTMLElement>(dialogOpen: boolean) {
  const targetRef = useRef<T>(null);
  const requested = useRef(false);

  useEffect(() => {
    if (dialogOpen || !requested.current) return;
    requested.current = false;
    targetRef.current?.focus();
  }, [dialogOpen]);

  return {
    targetRef,
    /** Call before closing the dialog whose row is gone. */
    focusOnClose: () => {
      requested.current = true;
    },
  };
}
