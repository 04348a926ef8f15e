import { Trans, useLingui } from '@lingui/react/macro';
import { type Course, courseMessages } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClassName } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { reportFormError } from '../../../lib/form-errors';
import { useOnlinePayments, usePriceFormatter } from '../../../lib/site';
import { useEnrol } from '../api/use-enrol';

const enrolledClassName =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-green-50 px-4 py-2 text-sm font-medium text-green-800 ' +
  'ring-1 ring-green-300 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * "Enrol" until the student is enrolled, then a green check. It stays the same focusable button
 * (marked aria-disabled), so keyboard focus does not get lost when it turns. A paid course asks
 * first, naming the price and its plan (docs/product.md, "Fees"): enrolling opens an invoice, paid
 * in full or in monthly instalments from today, and may hold the classroom until the first payment.
 * A free course enrols in one click.
 */
export function EnrolButton({ course, className }: { course: Course; className?: string }) {
  const { t } = useLingui();
  const enrol = useEnrol();
  const formatPrice = usePriceFormatter();
  const [confirming, setConfirming] = useState(false);
  const enrolled = course.isEnrolled === true;
  const price = formatPrice(course.price);
  const title = course.title;
  const instalments = course.instalments;
  const onlinePayments = useOnlinePayments();

  const enrolNow = () => {
    enrol.mutate(course.id, {
      onSuccess: ({ message }) => {
        toast.success(message || courseMessages.enrolled);
      },
      onError: (error) => reportFormError(error, courseEndpoints.enrol.fallbackMessage),
      onSettled: () => setConfirming(false),
    });
  };

  const onClick = () => {
    if (enrolled || enrol.isPending) return;
    if (course.price > 0) setConfirming(true);
    else enrolNow();
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-disabled={enrolled || enrol.isPending || undefined}
        aria-busy={enrol.isPending || undefined}
        aria-label={enrolled ? t`Enrolled in ${title}` : t`Enrol in ${title}`}
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
        {enrolled ? t`Enrolled` : t`Enrol`}
      </button>
      {course.price > 0 && (
        <ConfirmDialog
          open={confirming}
          title={t`Enrol in ${title}?`}
          description={
            <>
              <p>
                <Trans>
                  This course costs <strong>{price}</strong>.
                </Trans>
              </p>
              <p className="mt-2">
                {instalments > 1
                  ? t`${price} in ${instalments} monthly instalments, the first due today.`
                  : t`${price}, paid in full, due today.`}
                {course.accessAfterPayment && <> {t`The classroom opens after your first payment.`}</>}
              </p>
              <p className="mt-2">
                {onlinePayments
                  ? t`Enrolling opens an invoice under Fees, which you can pay online or at the desk. Nothing is charged now.`
                  : t`Enrolling opens an invoice under Fees: you pay the teacher or institute, who records it there. Nothing is charged now.`}
              </p>
            </>
          }
          confirmLabel={t`Enrol for ${price}`}
          loading={enrol.isPending}
          onConfirm={enrolNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
