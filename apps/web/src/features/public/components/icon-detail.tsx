import type { ReactNode } from 'react';

interface IconDetailProps {
  icon: ReactNode;
  label: string;
  /** The icon on a tinted tile (the contact information) rather than plain (a teacher's details). */
  tile?: boolean;
  children: ReactNode;
}

/** One term of a list of details, marked by its icon, with its value under it in line with the label. */
export function IconDetail({ icon, label, tile = false, children }: IconDetailProps) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {tile ? (
          <span className="flex size-7 items-center justify-center rounded-md bg-indigo-50 text-indigo-700">
            {icon}
          </span>
        ) : (
          <span className="text-slate-500">{icon}</span>
        )}
        {label}
      </dt>
      <dd className={`${tile ? 'mt-1 pl-9' : 'mt-0.5 pl-6'} text-sm break-words text-slate-900`}>{children}</dd>
    </div>
  );
}
