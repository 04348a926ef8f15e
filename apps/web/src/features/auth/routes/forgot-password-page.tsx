import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordBodySchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRequestResetCode } from '../api/use-request-reset-code';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const requestCode = useRequestResetCode();
  const form = useContractForm({
    schema: forgotPasswordBodySchema,
    defaultValues: { email: '' },
    failureMessage: messages.reset.sendFailed,
  });

  const onSubmit = form.submitTo(requestCode, (body) => body, {
    onSuccess: ({ message }, { email }) => {
      toast.success(message || messages.reset.codeSent);
      void navigate(`${href('site.resetPassword')}?${new URLSearchParams({ email })}`);
    },
  });

  return (
    <AuthCard
      title={t`Forgot Password`}
      description={t`Enter the email address of your account and we will send you a 6-digit verification code.`}
      footer={<TextLink to={href('site.studentSignIn')}>{t`Back to Sign In`}</TextLink>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField label={t`Email`} type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" fullWidth loading={form.submitting}>
          <Trans>Send Verification Code</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
