import { Trans, useLingui } from '@lingui/react/macro';
import { contactInputSchema, contactMessages } from '@tutorium/contract/contact';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SuccessNote } from '../../../components/ui/success-note';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSendContact } from '../api/use-send-contact';

// The subject goes to the team's inbox, which reads English whatever the sender's language.
const SUBJECT_PREFIX = 'Resource request: ';
const SUBJECT_MAX_LENGTH = 150;

/** Name and email as the contact form takes them, and the request itself as its message. */
const requestSchema = contactInputSchema.pick({ name: true, email: true }).extend({
  need: contactInputSchema.shape.message,
});
type RequestInput = z.input<typeof requestSchema>;
const emptyRequest: RequestInput = { name: '', email: '', need: '' };

/** "Resource request: " and the start of the request, within the contact form's subject limit. */
function subjectFor(need: string): string {
  const firstLine = need.split('\n')[0]?.trim() ?? '';
  const room = SUBJECT_MAX_LENGTH - SUBJECT_PREFIX.length;
  return SUBJECT_PREFIX + (firstLine.length > room ? `${firstLine.slice(0, room - 1)}…` : firstLine);
}

function RequestForm({ onSent, onCancel }: { onSent: (message: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const send = useSendContact();
  const form = useContractForm({
    schema: requestSchema,
    defaultValues: emptyRequest,
    failureMessage: contactMessages.sendFailed,
    serverFields: ['name', 'email'],
    serverFieldAliases: { subject: 'need', message: 'need' },
    failureShows: 'form',
    focusOnMount: 'name',
  });

  const onSubmit = form.submitTo(
    send,
    ({ name, email, need }) => ({ name, email, subject: subjectFor(need), message: need }),
    { onSuccess: ({ message }) => onSent(message || contactMessages.sent) },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans>
          Tell us which notes, worksheets or videos would help you. Our team reads every request and replies by email.
        </Trans>
      </p>
      <TextField label={t`Name`} autoComplete="name" {...form.field('name')} />
      <TextField label={t`Email`} type="email" autoComplete="email" {...form.field('email')} />
      <TextareaField
        label={t`What do you need?`}
        rows={5}
        hint={t`For example: practice questions on quadratic equations for beginners.`}
        {...form.field('need')}
      />
      <FormAlert message={form.formError} />
      <FormActions onCancel={onCancel} submitLabel={t`Send Request`} submitIcon={Send} submitting={form.submitting} />
    </form>
  );
}

/** The confirmation replaces the form; focus moves to its Close button, as the Send button is gone. */
function SentPanel({ message, onClose }: { message: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className="space-y-4">
      <SuccessNote role="status" message={message} />
      <div className="flex justify-end">
        <Button ref={closeRef} onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </div>
  );
}

/** "Request Resources": a short form that reaches the Tutorium team through the contact inbox. */
export function RequestResourcesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const close = () => {
    setSentMessage(null);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <div className="space-y-4">
        <h2 id={titleId} className="pr-10 text-xl font-semibold text-slate-900">
          <Trans>Request Resources</Trans>
        </h2>
        {sentMessage === null ? (
          <RequestForm onSent={setSentMessage} onCancel={close} />
        ) : (
          <SentPanel message={sentMessage} onClose={close} />
        )}
      </div>
    </Modal>
  );
}
