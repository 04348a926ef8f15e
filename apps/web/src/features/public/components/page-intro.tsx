import type { ReactNode } from 'react';

interface PageIntroProps {
  title: string;
  description?: ReactNode;
  /** Links or buttons under the description. */
  actions?: ReactNode;
}

/** The band at the top of a public page with its one <h1>; also sets the document title. */
export function PageIntro({ title, description, actions }: PageIntroProps) {
  return (
    <div className="bg-linear-to-br from-indigo-50 via-white to-sky-50 px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${title} · Tutorium`}</title>
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {description && <p className="mt-3 max-w-3xl text-lg text-slate-700">{description}</p>}
        {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </div>
  );
}
