import { Trans, useLingui } from '@lingui/react/macro';
import { type Course, waitlistMessages } from '@tutorium/contract/courses';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { joinWaitlistLabel, placeInLine } from '../../../components/course/waitlist-text';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { reportFormError } from '../../../lib/form-errors';
import { useOnlinePayments, usePriceFormatter } from '../../../lib/site';
import { useJoinWaitlist, useLeaveWaitlist } from '../api/use-waitlist';

interface WaitlistActionProps {
  course: Course;
  /** `card`: the catalogue card's foot, buttons only; `page`: the course page, with what happens next. */
  variant?: 'page' | 'card';
}

/**
 * A full course's waitlist, for a signed-in student who is not enrolled: their place and a way to
 * leave, or a way to join when the course takes a waitlist. Joining a paid course asks first, as
 * enrolling does, naming the price: a seat that frees is taken for the student without another
 * question. Seats go to those waiting in order, and each is told by email and in the app.
 */
export function WaitlistAction({ course, variant = 'page' }: WaitlistActionProps) {
  const { t } = useLingui();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const formatPrice = usePriceFormatter();
  const onlinePayments = useOnlinePayments();
  const [confirming, setConfirming] = useState(false);
  const position = course.waitlistPosition ?? null;
  const onCard = variant === 'card';
  const joinLabel = joinWaitlistLabel(course);
  const price = formatPrice(course.price);
  const title = course.title;

  const leaveNow = () =>
    leave.mutate(course.id, {
      onSuccess: ({ message }) => {
        toast.success(message || waitlistMessages.left);
      },
      onError: (error) => reportFormError(error, waitlistEndpoints.leave.fallbackMessage),
    });

  const joinNow = () =>
    join.mutate(course.id, {
      onSuccess: ({ message, data }) => {
        const joined = message || waitlistMessages.joined;
        const place = data.waitlistPosition ? placeInLine(data.waitlistPosition) : null;
        toast.success(place ? t`${joined}. You're ${place}.` : joined);
      },
      onError: (error) => reportFormError(error, waitlistEndpoints.join.fallbackMessage),
      onSettled: () => setConfirming(false),
    });

  if (position !== null) {
    const place = placeInLine(position);
    return (
      <div className={onCard ? 'flex flex-wrap items-center gap-2' : 'space-y-2'}>
        <p className="text-sm font-semibold text-indigo-800">
          <Trans>You're {place}</Trans>
        </p>
        {!onCard && (
          <p className="text-sm text-slate-600">
            <Trans>
              This course is full. When a seat frees you are enrolled automatically, in order, and told by email.
            </Trans>
          </p>
        )}
        <Button
          variant="secondary"
          size={onCard ? 'sm' : undefined}
          fullWidth={!onCard}
          loading={leave.isPending}
          aria-label={onCard ? t`Leave the waitlist for ${title}` : undefined}
          onClick={leaveNow}
        >
          <Trans>Leave waitlist</Trans>
        </Button>
      </div>
    );
  }
  if (!course.waitlistEnabled) {
    return (
      <p className="text-sm font-medium text-slate-800">
        <Trans>This course is full.</Trans>
      </p>
    );
  }
  return (
    <div className={onCard ? undefined : 'space-y-2'}>
      {!onCard && (
        <p className="text-sm text-slate-700">
          <Trans>This course is full. Join the waitlist and you are enrolled automatically when a seat frees up.</Trans>
        </p>
      )}
      <Button
        size={onCard ? 'sm' : undefined}
        fullWidth={!onCard}
        loading={join.isPending}
        aria-label={onCard ? t`${joinLabel} for ${title}` : undefined}
        onClick={() => {
          if (join.isPending) return;
          if (course.price > 0) setConfirming(true);
          else joinNow();
        }}
      >
        {joinLabel}
      </Button>
      {course.price > 0 && (
        <ConfirmDialog
          open={confirming}
          title={t`Join the waitlist for ${title}?`}
          description={
            <>
              <p>
                <Trans>
                  This course costs <strong>{price}</strong>. You'll be enrolled automatically when a seat frees up, at{' '}
                  <strong>{price}</strong>.
                </Trans>
              </p>
              <p className="mt-2">
                {onlinePayments
                  ? t`When a seat comes to you, an invoice opens under Fees, which you can pay online or at the desk.`
                  : t`When a seat comes to you, an invoice opens under Fees: you pay the teacher or institute, who records it there.`}{' '}
                <Trans>
                  Joining charges nothing, and you can leave the waitlist, or unenrol from My Courses once enrolled, at
                  any time.
                </Trans>
              </p>
            </>
          }
          confirmLabel={t`Join waitlist`}
          loading={join.isPending}
          onConfirm={joinNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
