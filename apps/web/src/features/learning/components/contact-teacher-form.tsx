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
  const contact = useContactTeacher(teacher.id);
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
        Tutorium emails your message to {teacher.name}. Their reply comes to your own email address.
      </p>
      <TextField label="Subject" maxLength={150} {...form.field('subject')} />
      <TextareaField label="Message" rows={6} {...form.field('message')} />
      <FormActions onCancel={onCancel} submitLabel="Send Message" submitIcon={Send} submitting={form.submitting} />
    </form>
  );
}
