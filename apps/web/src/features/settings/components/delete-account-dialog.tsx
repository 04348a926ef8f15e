import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { privacyEndpoints } from '@tutorium/contract/endpoints/privacy';
import { eraseAccountBodySchema } from '@tutorium/contract/privacy';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { endSession } from '../../../lib/session';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEraseAccount } from '../api/use-erase-account';

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const erase = useEraseAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A refusal that is not about the password (a teacher's running courses) stays in the dialog.
  const form = useContractForm({
    schema: eraseAccountBodySchema,
    defaultValues: { password: '' },
    failureMessage: privacyEndpoints.eraseAccount.fallbackMessage,
    failureShows: 'form',
    focusOnMount: 'password',
  });

  const onSubmit = form.submitTo(erase, (body) => body, {
    onSuccess: async ({ message }) => {
      toast.success(message);
      // The portal guard may notice the session ending before this navigation lands: it goes home too.
      endSession(queryClient, '/');
      await navigate('/', { replace: true });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField label={t`Your password`} autoComplete="current-password" {...form.field('password')} />
      <FormAlert message={form.formError} />
      <FormActions
        onCancel={onCancel}
        submitLabel={t`Delete my account permanently`}
        submitVariant="danger"
        submitting={form.submitting}
      />
    </form>
  );
}

/** Confirms an account deletion with the password; on success the session ends and the home page shows. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="space-y-4">
        <h2 id={titleId} className="pr-10 text-xl font-semibold text-slate-900">
          <Trans>Delete your account?</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>This cannot be undone. Enter your password to confirm that it is you.</Trans>
        </p>
        <DeleteAccountForm onCancel={onClose} />
      </div>
    </Modal>
  );
}
