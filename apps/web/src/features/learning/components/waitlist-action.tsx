import { type Course, waitlistMessages } from '@tutorium/contract/courses';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { reportFormError } from '../../../lib/form-errors';
import { useJoinWaitlist, useLeaveWaitlist } from '../api/use-waitlist';

/**
 * A full course's waitlist, for a signed-in student who is not enrolled: their position and a way to
 * leave, or a way to join when the course takes a waitlist. Seats go to those waiting in order, and
 * each is told by email and in the app when they are enrolled.
 */
export function WaitlistAction({ course }: { course: Course }) {
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const position = course.waitlistPosition ?? null;
  const waiting = course.waitlistCount ?? 0;

  if (position !== null) {
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-900">{waitlistMessages.position(position)}</p>
        <p className="text-sm text-slate-600">
          This course is full. When a seat frees you are enrolled automatically, in order, and told by email.
        </p>
        <Button
          variant="secondary"
          fullWidth
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(course.id, {
              onSuccess: ({ message }) => {
                toast.success(message || waitlistMessages.left);
              },
              onError: (error) => reportFormError(error, waitlistEndpoints.leave.fallbackMessage),
            })
          }
        >
          Leave waitlist
        </Button>
      </div>
    );
  }
  if (!course.waitlistEnabled) {
    return <p className="text-sm font-medium text-slate-800">This course is full.</p>;
  }
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">
        This course is full.{' '}
        {waiting === 0
          ? 'Nobody is waiting yet.'
          : `${waiting} ${waiting === 1 ? 'student is' : 'students are'} waiting.`}
      </p>
      <Button
        fullWidth
        loading={join.isPending}
        onClick={() =>
          join.mutate(course.id, {
            onSuccess: ({ message, data }) => {
              toast.success(
                data.waitlistPosition
                  ? `${message || waitlistMessages.joined}. ${waitlistMessages.position(data.waitlistPosition)}.`
                  : message || waitlistMessages.joined,
              );
            },
            onError: (error) => reportFormError(error, waitlistEndpoints.join.fallbackMessage),
          })
        }
      >
        Join waitlist
      </Button>
    </div>
  );
}
