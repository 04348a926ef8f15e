import { useEffect, useRef } from 'react';

/**
 * When a confirmation removes the item it was opened from, the native dialog has nowhere to hand
 * focus back to. This sends focus to a chosen element (the list's heading or results summary) once
 * the dialog has closed; the parent's effect runs after the dialog's own, so it is already closed.
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
    /** Call before closing the dialog whose item is gone. */
    focusOnClose: () => {
      requested.current = true;
    },
  };
}
