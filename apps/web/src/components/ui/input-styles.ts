/** One look for every text control; red border when invalid, grey when read-only. */
export function inputClassName(invalid: boolean, extra = ''): string {
  return [
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500',
    'focus:outline-none focus:ring-2 focus:ring-indigo-500/40',
    'read-only:bg-slate-100 read-only:text-slate-700 disabled:bg-slate-100',
    invalid ? 'border-red-600 focus:border-red-600' : 'border-slate-300 focus:border-indigo-500',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
