import { Trans } from '@lingui/react/macro';
import {
  type ConfirmEmailCodeBody,
  confirmEmailCodeBodySchema,
  emailVerificationMessages,
} from '@tutorium/contract/email-verification';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useConfirmEmailCode, useResendConfirmation } from '../../lib/email-verification';
import { useContractForm } from '../../lib/use-contract-form';
import { Button } from '../ui/button';
import { EmailCodeField } from './email-code-field';

interface ConfirmEmailCodeFormProps {
  /** Names the code field for the address it confirms, so two forms on one page stay apart. */
  label: string;
  /** Another action beside Resend (Settings' "Cancel change"). */
  children?: ReactNode;
}

/** The 6-digit code from the confirmation email, with Resend for a new one. */
export function ConfirmEmailCodeForm({ label, children }: ConfirmEmailCodeFormProps) {
  const confirm = useConfirmEmailCode();
  const resend = useResendConfirmation();
  const form = useContractForm<ConfirmEmailCodeBody, ConfirmEmailCodeBody>({
    schema: confirmEmailCodeBodySchema,
    defaultValues: { code: '' },
    failureMessage: emailVerificationMessages.confirmFailed,
  });

  const onConfirm = form.submitTo(confirm, (body) => body, {
    onSuccess: ({ message }) => {
      toast.dismiss();
      toast.success(message || emailVerificationMessages.confirmed);
    },
  });

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => {
        form.reset({ code: '' });
        toast.dismiss();
        toast.success(message || emailVerificationMessages.sent);
      },
      onError: (error) => form.reportServerError(error, emailVerificationMessages.resendFailed),
    });

  return (
    <form onSubmit={onConfirm} noValidate className="flex flex-wrap items-start gap-3">
      <div className="w-full max-w-48">
        <EmailCodeField label={label} {...form.field('code')} />
      </div>
      <div className="flex flex-wrap gap-3 sm:mt-7">
        <Button type="submit" loading={form.submitting}>
          <Trans>Confirm</Trans>
        </Button>
        <Button variant="secondary" onClick={onResend} loading={resend.isPending}>
          <Trans>Resend code</Trans>
        </Button>
        {children}
      </div>
    </form>
  );
}
