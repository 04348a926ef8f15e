import { Trans, useLingui } from '@lingui/react/macro';
import { type ContactInput, contactInputSchema, contactMessages } from '@tutorium/contract/contact';
import { CONTACT_SUCCESS_BANNER_MS } from '@tutorium/contract/limits';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SuccessNote } from '../../../components/ui/success-note';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSendContact } from '../api/use-send-contact';

const emptyMessage: ContactInput = { name: '', email: '', subject: '', message: '' };

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
  const { t } = useLingui();
  const send = useSendContact();
  const [banner, setBanner] = useState<Banner | null>(null);
  const form = useContractForm({
    schema: contactInputSchema,
    defaultValues: emptyMessage,
    failureMessage: contactMessages.sendFailed,
    failureShows: 'form',
  });

  useEffect(() => {
    if (banner === null) return;
    const timer = window.setTimeout(() => setBanner(null), CONTACT_SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const onSubmit = form.submitTo(send, (body) => body, {
    onSuccess: ({ message }) => {
      form.reset(emptyMessage);
      setBanner({ message: message || contactMessages.sent, sentAt: Date.now() });
    },
    // A success message left from an earlier send would sit beside this failure.
    onError: () => setBanner(null),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">
        <Trans>Send us a message</Trans>
      </h2>
      <div role="status" aria-live="polite">
        {banner !== null && <SuccessNote key={banner.sentAt} message={banner.message} />}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Name`} autoComplete="name" {...form.field('name')} />
        <TextField label={t`Email`} type="email" autoComplete="email" {...form.field('email')} />
      </div>
      <TextField label={t`Subject`} maxLength={150} {...form.field('subject')} />
      <TextareaField label={t`Message`} rows={6} {...form.field('message')} />
      <FormAlert message={form.formError} />
      <Button type="submit" loading={form.submitting} icon={Send}>
        <Trans>Send Message</Trans>
      </Button>
    </form>
  );
}
