import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type EraseAccountBody, eraseAccountBodySchema } from '@tutorium/contract/privacy';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError, messageOf } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';
import { privacyFallbacks } from '../api/privacy-keys';
import { useEraseAccount } from '../api/use-erase-account';

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const erase = useEraseAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** A refusal that is not about the password (a teacher's running courses) stays in the dialog. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<EraseAccountBody>({ resolver: zodResolver(eraseAccountBodySchema), defaultValues: { password: '' } });

  useEffect(() => setFocus('password'), [setFocus]);

  const onSubmit = handleSubmit((body) => {
    setRefusal(null);
    erase.mutate(body, {
      onSuccess: async ({ message }) => {
        toast.success(message);
        // The portal guard may notice the session ending before this navigation lands: it goes home too.
        endSession(queryClient, '/');
        await navigate('/', { replace: true });
      },
      onError: (error) => {
        const passwordError = error instanceof ApiError ? error.fieldErrors.password : undefined;
        if (passwordError) setError('password', { type: 'server', message: passwordError }, { shouldFocus: true });
        else setRefusal(messageOf(error, privacyFallbacks.erase));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={erase.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={erase.isPending}>
          Delete my account permanently
        </Button>
      </div>
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
          Delete your account?
        </h2>
        <p className="text-sm text-slate-700">This cannot be undone. Enter your password to confirm that it is you.</p>
        <DeleteAccountForm onCancel={onClose} />
      </div>
    </Modal>
  );
}
