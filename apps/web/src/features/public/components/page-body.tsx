import type { ReactNode } from 'react';

/** The page's content at the site's width, aligned with the intro band above it; `narrow` keeps text lines short. */
export function PageBody({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className="px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-6xl">{narrow ? <div className="max-w-4xl">{children}</div> : children}</div>
    </div>
  );
}
