import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_VERIFICATION_TTL_HOURS } from '@tutorium/contract/email-verification';
import { MailWarning } from 'lucide-react';
import { useId } from 'react';
import { ConfirmEmailCodeForm } from './confirm-email-code-form';

/**
 * Shown above every portal screen while the account's address is unconfirmed: the account works, but
 * nothing sent from that address (contact messages) counts as its holder's until they confirm it.
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <p id={titleId} className="font-semibold">
              <Trans>Confirm your email address</Trans>
            </p>
            <p className="mt-1 text-sm break-words">
              <Trans>
                Show that <strong>{email}</strong> is yours: enter the 6-digit code from our email, or open its link
                (both work for {EMAIL_VERIFICATION_TTL_HOURS} hours). No email, or too late? Choose Resend code. You can
                keep using Tutorium meanwhile.
              </Trans>
            </p>
          </div>
          <ConfirmEmailCodeForm label={t`Confirmation code`} />
        </div>
      </div>
    </section>
  );
}
