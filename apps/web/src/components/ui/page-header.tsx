import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from './link-button';

/** A button-styled link from a screen's header to the screen it is most related to. */
interface HeaderLink {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Secondary unless the link is the screen's main action. */
  primary?: boolean;
}

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Rendered before `actions`. */
  link?: HeaderLink;
  actions?: ReactNode;
  /** `portal`: a row above a portal screen, actions on the right; `intro`: the tinted band that opens a public page, actions under the text. */
  variant?: 'portal' | 'intro';
}

const styles = {
  portal: {
    frame: 'mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
    text: 'min-w-0',
    heading: 'text-2xl font-bold text-slate-900 sm:text-3xl',
    description: 'mt-1 text-slate-600',
    actions: 'flex shrink-0 flex-wrap gap-2',
  },
  intro: {
    frame: 'bg-linear-to-br from-indigo-50 via-white to-sky-50 px-4 py-10 sm:px-6 sm:py-14',
    text: 'mx-auto max-w-6xl',
    heading: 'text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl',
    description: 'mt-3 max-w-3xl text-lg text-slate-700',
    actions: 'mt-6 flex flex-wrap gap-3',
  },
};

/** The one <h1> of a screen; also sets the document title. */
export function PageHeader({ title, description, link, actions, variant = 'portal' }: PageHeaderProps) {
  const style = styles[variant];
  const buttons = (link || actions) && (
    <div className={style.actions}>
      {link && (
        <LinkButton to={link.to} variant={link.primary ? 'primary' : 'secondary'} icon={link.icon}>
          {link.label}
        </LinkButton>
      )}
      {actions}
    </div>
  );
  return (
    <div className={style.frame}>
      <title>{`${title} · Tutorium`}</title>
      <div className={style.text}>
        <h1 className={style.heading}>{title}</h1>
        {description && <p className={style.description}>{description}</p>}
        {variant === 'intro' && buttons}
      </div>
      {variant === 'portal' && buttons}
    </div>
  );
}
