import { type Course, courseMessages } from '@tutorium/contract/courses';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { buttonClassName } from '../../../components/ui/button-styles';
import { reportFormError } from '../../../lib/form-errors';
import { learningMessages } from '../api/learning-messages';
import { useEnrol } from '../api/use-enrol';

const enrolledClassName =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-green-50 px-4 py-2 text-sm font-medium text-green-800 ' +
  'ring-1 ring-green-300 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * "Enroll" until the student is enrolled, then a green check. It stays the same focusable button
 * (marked aria-disabled), so keyboard focus does not get lost when it turns.
 */
export function EnrolButton({ course, className }: { course: Course; className?: string }) {
  const enrol = useEnrol();
  const enrolled = course.isEnrolled === true;

  const onClick = () => {
    if (enrolled || enrol.isPending) return;
    enrol.mutate(course.id, {
      onSuccess: ({ message }) => {
        toast.success(message || courseMessages.enrolled);
      },
      onError: (error) => reportFormError(error, learningMessages.enrolFailed),
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={enrolled || enrol.isPending || undefined}
      aria-busy={enrol.isPending || undefined}
      aria-label={enrolled ? `Enrolled in ${course.title}` : `Enroll in ${course.title}`}
      className={[
        enrolled ? enrolledClassName : buttonClassName({}, enrol.isPending ? 'cursor-wait opacity-80' : ''),
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {enrolled ? (
        <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
      ) : (
        enrol.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      )}
      {enrolled ? 'Enrolled' : 'Enroll'}
    </button>
  );
}
