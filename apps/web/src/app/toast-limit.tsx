import { TOAST_LIMIT } from '@tutorium/contract/limits';
import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';

/** Keeps at most TOAST_LIMIT toasts on screen by dismissing the oldest ones. */
export function ToastLimit() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    const visible = toasts.filter((item) => item.visible);
    for (const item of visible.slice(TOAST_LIMIT)) toast.dismiss(item.id);
  }, [toasts]);

  return null;
}
