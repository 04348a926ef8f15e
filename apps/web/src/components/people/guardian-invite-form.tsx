import { useLingui } from '@lingui/react/macro';
import { guardianLinkEndpoints } from '@tutorium/contract/endpoints/guardians';
import { type GuardianInviteBody, guardianInviteBodySchema } from '@tutorium/contract/guardians';
import { Send } from 'lucide-react';
import toast from 'react-hot-toast';
import { useContractForm } from '../../lib/use-contract-form';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

interface GuardianInviteFormProps {
  /** The invitation's sending: the student's own, or a teacher's for a student of theirs. */
  invite: { mutateAsync: (body: GuardianInviteBody) => Promise<{ message: string }> };
}

/**
 * Invites a guardian by email (docs/product.md, "Guardians"): the address and, optionally, how they
 * are related. The API emails the link to accept; its answer is toasted and the form empties for the
 * next one. An address already linked, or the student's own, is refused under the email field.
 */
export function GuardianInviteForm({ invite }: GuardianInviteFormProps) {
  const { t } = useLingui();
  const form = useContractForm({
    schema: guardianInviteBodySchema,
    defaultValues: { email: '', relationship: '' },
    failureMessage: guardianLinkEndpoints.inviteMine.fallbackMessage,
    failureFields: {
      guardian_already_linked: { field: 'email' },
      cannot_guard_yourself: { field: 'email' },
    },
  });

  const onSubmit = form.submitTo(invite, (body) => body, {
    onSuccess: ({ message }) => {
      toast.success(message);
      form.reset();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Guardian’s email`} type="email" autoComplete="off" {...form.field('email')} />
        <TextField
          label={t`Relationship (optional)`}
          placeholder={t`e.g. Mother`}
          autoComplete="off"
          {...form.field('relationship')}
        />
      </div>
      <Button type="submit" icon={Send} loading={form.submitting}>
        {t`Send invitation`}
      </Button>
    </form>
  );
}
