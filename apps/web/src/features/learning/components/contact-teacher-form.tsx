import { zodResolver } from '@hookform/resolvers/zod';
import { type TeacherCard, teacherContactSchema, userMessages } from '@tutorium/contract/users';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { reportFormError } from '../../../lib/form-errors';
import { learningMessages } from '../api/learning-messages';
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
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(teacherContactSchema), defaultValues: { subject: '', message: '' } });

  useEffect(() => setFocus('subject'), [setFocus]);

  const onSubmit = handleSubmit((body) => {
    contact.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message || userMessages.messageSent);
        onSent();
      },
      onError: (error) =>
        reportFormError(error, learningMessages.sendFailed, { setError, fields: ['subject', 'message'] }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Tutorium emails your message to {teacher.name}. Their reply comes to your own email address.
      </p>
      <TextField label="Subject" maxLength={150} error={errors.subject?.message} {...register('subject')} />
      <TextareaField label="Message" rows={6} error={errors.message?.message} {...register('message')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={contact.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={contact.isPending}>
          <Send className="size-4" aria-hidden="true" />
          Send Message
        </Button>
      </div>
    </form>
  );
}
