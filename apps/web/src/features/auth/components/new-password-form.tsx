import { Trans, useLingui } from '@lingui/react/macro';
import { newPasswordFormSchema, type VerifyResetCodeBody } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { href } from '../../../lib/href';
import { useContractForm } from '../../../lib/use-contract-form';
import { useResetPassword } from '../api/use-reset-password';

interface NewPasswordFormProps {
  code: VerifyResetCodeBody;
  /** The server no longer accepts the code (expired, used or too many tries): it must be verified again. */
  onCodeRejected: () => void;
}

export function NewPasswordForm({ code, onCodeRejected }: NewPasswordFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useContractForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    failureMessage: messages.reset.failed,
    serverFields: ['password'],
  });

  const onSubmit = form.submitTo(reset, ({ password }) => ({ ...code, password }), {
    onSuccess: ({ message }) => {
      toast.dismiss();
      toast.success(message || messages.reset.success);
      void navigate(href('site.studentSignIn'), { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors.password === undefined) {
        onCodeRejected();
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <NewPasswordFields
        label={t`New Password`}
        passwordField={form.field('password')}
        confirmField={form.field('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={form.submitting}>
        <Trans>Reset Password</Trans>
      </Button>
    </form>
  );
}
