import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactInput, contactInputSchema, contactMessages } from '@tutorium/contract/contact';
import { CONTACT_SUCCESS_BANNER_MS } from '@tutorium/contract/limits';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSendContact } from '../api/use-send-contact';
import { FormAlert, useServerErrors } from './server-errors';

const emptyMessage: ContactInput = { name: '', email: '', subject: '', message: '' };
const fields = ['name', 'email', 'subject', 'message'] as const;

interface Banner {
  message: string;
  /** Each send starts its own five seconds, even when the text is the same. */
  sentAt: number;
}

/**
 * The contact form (docs/seed-spec.md §2.7): after a send the form is cleared and a success message shows for
 * CONTACT_SUCCESS_BANNER_MS, then goes away. The message sits in a live region that is always
 * there, so screen readers announce it.
 */
export function ContactForm() {
  const send = useSendContact();
  const [banner, setBanner] = useState<Banner | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, z.output<typeof contactInputSchema>>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: emptyMessage,
  });
  const { formError, report, clear } = useServerErrors<ContactInput>(setError, fields);

  useEffect(() => {
    if (banner === null) return;
    const timer = window.setTimeout(() => setBanner(null), CONTACT_SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const onSubmit = handleSubmit((body) => {
    clear();
    setBanner(null);
    send.mutate(body, {
      onSuccess: ({ message }) => {
        reset(emptyMessage);
        setBanner({ message: message || contactMessages.sent, sentAt: Date.now() });
      },
      onError: (error) => report(error, contactMessages.sendFailed),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Send us a message</h2>
      <div role="status" aria-live="polite">
        {banner !== null && (
          <p
            key={banner.sentAt}
            className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-900"
          >
            <CircleCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
            {banner.message}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField label="Subject" maxLength={150} error={errors.subject?.message} {...register('subject')} />
      <TextareaField label="Message" rows={6} error={errors.message?.message} {...register('message')} />
      <FormAlert message={formError} />
      <Button type="submit" loading={send.isPending} icon={Send}>
        Send Message
      </Button>
    </form>
  );
}
