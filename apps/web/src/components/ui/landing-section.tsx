import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A line under the heading. */
  intro?: string;
  /** The band's background, alternating down the page. */
  background: 'white' | 'slate';
  children: ReactNode;
}

/** A full-width band of the landing page with a centred heading, named by that heading. */
export function LandingSection({ id, title, intro, background, children }: LandingSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`${background === 'white' ? 'bg-white' : 'bg-slate-50'} px-4 py-16 sm:px-6 sm:py-20`}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={id} className="text-center text-3xl font-bold text-slate-900">
          {title}
        </h2>
        {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
