import { Trans, useLingui } from '@lingui/react/macro';
import { type VerifyResetCodeBody, verifyResetCodeBodySchema } from '@tutorium/contract/auth';
import { RESET_CODE_LENGTH } from '@tutorium/contract/limits';
import { messages } from '@tutorium/contract/messages';
import { CheckCircle2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { EmailCodeField } from '../../../components/account/email-code-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRequestResetCode } from '../api/use-request-reset-code';
import { useVerifyResetCode } from '../api/use-verify-reset-code';

interface VerifyCodeFormProps {
  initialEmail: string;
  verified: boolean;
  onVerified: (code: VerifyResetCodeBody) => void;
  /** A new code replaces the old one, so whatever was verified no longer counts. */
  onCodeResent: () => void;
}

export function VerifyCodeForm({ initialEmail, verified, onVerified, onCodeResent }: VerifyCodeFormProps) {
  const { t } = useLingui();
  const verify = useVerifyResetCode();
  const resend = useRequestResetCode();
  const form = useContractForm({
    schema: verifyResetCodeBodySchema,
    defaultValues: { email: initialEmail, verificationCode: '' },
    failureMessage: messages.reset.verifyFailed,
    failureFields: { invalid_reset_code: { field: 'verificationCode', message: messages.reset.codeWrongOrExpired } },
  });

  const onVerify = form.submitTo(verify, (body) => body, {
    onSuccess: ({ message }, body) => {
      // Earlier "invalid code" errors no longer apply and would sit under the success, over the heading.
      toast.dismiss();
      toast.success(message || messages.reset.codeValidated);
      onVerified(body);
    },
  });

  const onResend = async () => {
    if (!(await form.trigger('email'))) return;
    resend.mutate(
      { email: form.getValues('email') },
      {
        onSuccess: () => {
          form.setValue('verificationCode', '');
          form.clearErrors('verificationCode');
          onCodeResent();
          toast.dismiss();
          toast.success(messages.reset.codeResent);
        },
        onError: (error) => form.reportServerError(error, messages.reset.sendFailed),
      },
    );
  };

  return (
    <form onSubmit={onVerify} noValidate className="space-y-5">
      <TextField label={t`Email`} type="email" autoComplete="email" readOnly={verified} {...form.field('email')} />
      <EmailCodeField
        label={t`Verification Code`}
        hint={t`The ${RESET_CODE_LENGTH}-digit code from the email we sent you`}
        readOnly={verified}
        {...form.field('verificationCode')}
      />
      <div className="flex flex-wrap items-center gap-3">
        {verified ? (
          <p role="status" className="inline-flex items-center gap-1.5 text-sm font-medium text-green-800">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            <Trans>Code verified</Trans>
          </p>
        ) : (
          <Button type="submit" loading={form.submitting}>
            <Trans>Verify</Trans>
          </Button>
        )}
        <Button variant="secondary" onClick={onResend} loading={resend.isPending}>
          <Trans>Resend code</Trans>
        </Button>
      </div>
    </form>
  );
}
