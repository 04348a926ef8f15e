import { Trans, useLingui } from '@lingui/react/macro';
import { startConversationBodySchema } from '@tutorium/contract/conversations';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import { portalOfPath } from '@tutorium/contract/screen-paths';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { href, portalOf } from '../../lib/href';
import { useSignedInUser } from '../../lib/session';
import { useContractForm } from '../../lib/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { FormActions } from '../ui/form-actions';
import { Modal } from '../ui/modal';
import { TextareaField } from '../ui/textarea-field';

/** Who the message goes to, and the course it is about when the two share one. */
export interface MessageRecipient {
  id: string;
  name: string;
  courseId?: string;
}

interface WriteMessageDialogProps {
  recipient: MessageRecipient | null;
  onClose: () => void;
  /** Says what happens to a first message to a teacher one shares no course with: a request. */
  note?: string;
}

const firstMessageSchema = startConversationBodySchema.pick({ text: true });

interface WriteMessageFormProps {
  recipient: MessageRecipient;
  /** Leaves without sending. */
  onCancel: () => void;
  /** The message went: the dialog closes as Messages opens on the conversation. */
  onSent: () => void;
  note?: string;
}

/** The first message's form, for a dialog of its own or one that shows more (a teacher's profile). */
export function WriteMessageForm({ recipient, onCancel, onSent, note }: WriteMessageFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // Messages open in the portal the dialog was used in (a teacher following a child writes from the
  // guardian portal too); from a site page, in the account's own.
  const { pathname } = useLocation();
  const { accountRole } = useSignedInUser();
  const portal = portalOfPath(pathname) ?? portalOf(accountRole);
  // One id per message written here: a send retried after a lost answer is stored once.
  const [clientId] = useState(() => crypto.randomUUID());
  const start = useEndpointMutation(conversationEndpoints.start, {
    input: (text: string) => ({
      body: {
        recipientId: recipient.id,
        text,
        clientId,
        ...(recipient.courseId ? { courseId: recipient.courseId } : {}),
      },
    }),
  });
  const form = useContractForm({
    schema: firstMessageSchema,
    defaultValues: { text: '' },
    failureMessage: conversationEndpoints.start.fallbackMessage,
    focusOnMount: 'text',
  });
  const onSubmit = form.submitTo(start, ({ text }) => text, {
    onSuccess: ({ data }) => {
      onSent();
      void navigate(href(`${portal}.messages`, { search: { conversation: data.id } }));
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {note && <p className="text-sm text-slate-700">{note}</p>}
      <p className="text-sm text-slate-700">
        <Trans>Your email address and phone number are never shown to the other person.</Trans>
      </p>
      <TextareaField label={t`Message`} rows={5} {...form.field('text')} />
      <FormActions onCancel={onCancel} submitLabel={t`Send`} submitIcon={Send} submitting={form.submitting} />
    </form>
  );
}

/**
 * A first message to someone, from wherever their name is shown (a course, a teacher's profile, the
 * admin's user list): it starts the conversation (or goes to the one the two already have) and opens it.
 */
export function WriteMessageDialog({ recipient, onClose, note }: WriteMessageDialogProps) {
  const titleId = useId();
  const name = recipient?.name ?? '';
  return (
    <Modal open={recipient !== null} onClose={onClose} labelledBy={titleId}>
      {recipient !== null && (
        <div className="space-y-4">
          <h2 id={titleId} className="pr-10 text-xl font-semibold break-words text-slate-900">
            <Trans>Message {name}</Trans>
          </h2>
          <WriteMessageForm recipient={recipient} onCancel={onClose} onSent={onClose} note={note} />
        </div>
      )}
    </Modal>
  );
}
