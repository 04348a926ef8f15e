import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { DialogFrame } from '../../components/ui/modal';

const DESKTOP_QUERY = '(min-width: 1024px)';

interface MobileNavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The sidebar as a modal drawer on narrow screens. */
export function MobileNavDrawer({ id, open, onClose, children }: MobileNavDrawerProps) {
  const { t } = useLingui();
  // A drawer left open while the window grows to desktop width would keep the page inert behind it.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) onClose();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <DialogFrame
      id={id}
      open={open}
      onDismiss={onClose}
      closeLabel={t`Close menu`}
      closeClassName="top-4 right-3"
      bodyClassName="relative h-full"
      aria-label={t`Navigation menu`}
      className="m-0 h-dvh max-h-dvh w-72 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/50 lg:hidden"
    >
      {children}
    </DialogFrame>
  );
}
