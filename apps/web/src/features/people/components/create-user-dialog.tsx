import { Trans, useLingui } from '@lingui/react/macro';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { adminCreateUserSchema, userMessages } from '@tutorium/contract/users';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { assignableRoleOptions } from '../../../components/people/role-badge';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreateUser } from '../api/use-create-user';

const emptyForm = { name: '', email: '', role: 'student', specialization: '' } as const;

/**
 * Creates an account for someone else. It has no password yet: its owner gets an email with a code
 * and a link to the reset screens, where they choose one.
 */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const create = useCreateUser();
  const form = useContractForm({
    schema: adminCreateUserSchema,
    defaultValues: emptyForm,
    failureMessage: userEndpoints.create.fallbackMessage,
  });
  const role = useWatch({ control: form.control, name: 'role' });

  const close = () => {
    form.reset(emptyForm);
    onClose();
  };

  const onSubmit = form.submitTo(create, (body) => body, {
    onSuccess: ({ message }) => {
      toast.success(message || userMessages.invited);
      close();
    },
  });

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} busy={form.submitting}>
      <h2 id={titleId} className="pr-10 text-lg font-semibold text-slate-900">
        <Trans>Create an account</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>We email them a verification code and a link to choose their own password.</Trans>
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <TextField label={t`Full Name`} autoComplete="off" {...form.field('name')} />
        <TextField label={t`Email`} type="email" autoComplete="off" {...form.field('email')} />
        <SelectField label={t`Role`} options={assignableRoleOptions} {...form.field('role')} />
        {role === 'teacher' && (
          <TextField label={t`Primary Subject/Specialization (optional)`} {...form.field('specialization')} />
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={form.submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={form.submitting}>
            <Trans>Create and email</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
