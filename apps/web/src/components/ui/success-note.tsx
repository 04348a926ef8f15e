import { CircleCheck } from 'lucide-react';
import type { ComponentProps } from 'react';

type SuccessNoteProps = Omit<ComponentProps<'p'>, 'children' | 'className'> & { message: string };

/** A sent form's confirmation, in the place of a toast where the form stays on screen. */
export function SuccessNote({ message, ...props }: SuccessNoteProps) {
  return (
    <p
      {...props}
      className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-900"
    >
      <CircleCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
      {message}
    </p>
  );
}
