import { Trans, useLingui } from '@lingui/react/macro';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { type TeacherCard, teacherContactSchema, userMessages } from '@tutorium/contract/users';
import { Send } from 'lucide-react';
import toast from 'react-hot-toast';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useContactTeacher } from '../api/use-contact-teacher';

interface ContactTeacherFormProps {
  teacher: TeacherCard;
  /** Leaves the form without sending: back to the profile, or closes the dialog. */
  onCancel: () => void;
  onSent: () => void;
}

/** A message to a teacher, emailed by the server; the teacher's address is never shown. */
export function ContactTeacherForm({ teacher, onCancel, onSent }: ContactTeacherFormProps) {
  const { t } = useLingui();
  const contact = useContactTeacher(teacher.id);
  const name = teacher.name;
  const form = useContractForm({
    schema: teacherContactSchema,
    defaultValues: { subject: '', message: '' },
    failureMessage: userEndpoints.contactTeacher.fallbackMessage,
    focusOnMount: 'subject',
  });

  const onSubmit = form.submitTo(contact, (body) => body, {
    onSuccess: ({ message }) => {
      toast.success(message || userMessages.messageSent);
      onSent();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans>Tutorium emails your message to {name}. Their reply comes to your own email address.</Trans>
      </p>
      <TextField label={t`Subject`} maxLength={150} {...form.field('subject')} />
      <TextareaField label={t`Message`} rows={6} {...form.field('message')} />
      <FormActions onCancel={onCancel} submitLabel={t`Send Message`} submitIcon={Send} submitting={form.submitting} />
    </form>
  );
}
