import { Spinner } from './spinner';

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A large spinner with room above and below, where a section of a page (a table, a form) is on its way. */
export function SectionSpinner({ label }: { label?: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}
