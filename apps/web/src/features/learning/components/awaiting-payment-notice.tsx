import { Trans, useLingui } from '@lingui/react/macro';
import { Hourglass, Wallet } from 'lucide-react';
import { useId } from 'react';
import { LinkButton } from '../../../components/ui/link-button';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useSeatHeldUntil } from '../api/use-awaiting-payment';

/**
 * In place of the classroom (lessons, announcements) while it waits for the student's first payment:
 * until when their seat is held, and the way to Fees to pay.
 */
export function AwaitingPaymentNotice({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const seatHeldUntil = useSeatHeldUntil(courseId);
  const heldUntil = seatHeldUntil === null ? '' : formatDate(seatHeldUntil);
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 shadow-sm sm:p-6"
    >
      <Hourglass className="mt-1 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 space-y-3">
        <h2 id={headingId} className="text-lg font-semibold text-amber-950">
          <Trans>Your classroom opens after your first payment</Trans>
        </h2>
        <p className="text-sm text-amber-950">
          {heldUntil
            ? t`Your seat is held until ${heldUntil}. The classroom opens once your first payment is made.`
            : t`Your seat is held for you. The classroom opens once your first payment is made.`}
        </p>
        <LinkButton to={href('student.fees')} icon={Wallet}>
          <Trans>Go to Fees</Trans>
        </LinkButton>
      </div>
    </section>
  );
}
