import { type RefObject, useEffect, useRef } from 'react';

/**
 * When a confirmation removes the item it was opened from, the native dialog has nowhere to hand
 * focus back to. This sends focus to a chosen element (the list's heading or results summary) once
 * the dialog has closed; the parent's effect runs after the dialog's own, so it is already closed.
 * Pass `target` where the element's ref is shared with another dialog of the same screen.
 */
export function useFocusAfterClose<T extends HTMLElement>(dialogOpen: boolean, target?: RefObject<T | null>) {
  const ownRef = useRef<T>(null);
  const targetRef = target ?? ownRef;
  const requested = useRef(false);

  useEffect(() => {
    if (dialogOpen || !requested.current) return;
    requested.current = false;
    targetRef.current?.focus();
  }, [dialogOpen, targetRef]);

  return {
    targetRef,
    /** Call before closing the dialog whose item is gone. */
    focusOnClose: () => {
      requested.current = true;
    },
  };
}
