import type { ComponentProps } from 'react';

/** A card's frame, for an element that must be something other than a <div> (a list item). */
export const cardClassName = 'rounded-xl border border-slate-200 bg-white shadow-sm';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={[cardClassName, className].filter(Boolean).join(' ')} />;
}
