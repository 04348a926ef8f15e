import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      {...props}
      className={['rounded-xl border border-slate-200 bg-white shadow-sm', className].filter(Boolean).join(' ')}
    />
  );
}
