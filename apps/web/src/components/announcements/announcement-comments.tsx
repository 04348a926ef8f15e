import { Trans, useLingui } from '@lingui/react/macro';
import { type Announcement, type AnnouncementComment, commentInputSchema } from '@tutorium/contract/announcements';
import { announcementEndpoints } from '@tutorium/contract/endpoints/announcements';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { reportFormError } from '../../lib/form-errors';
import { formatDateTime } from '../../lib/format';
import { useContractForm } from '../../lib/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TextareaField } from '../ui/textarea-field';

function CommentForm({ announcement }: { announcement: Announcement }) {
  const { t } = useLingui();
  const post = useEndpointMutation(announcementEndpoints.comment, {
    input: (body: string) => ({ params: { id: announcement.id }, body: { body } }),
  });
  const form = useContractForm({
    schema: commentInputSchema,
    defaultValues: { body: '' },
    failureMessage: announcementEndpoints.comment.fallbackMessage,
  });
  const onSubmit = form.submitTo(post, (values) => values.body, {
    onSuccess: ({ message }) => {
      toast.success(message);
      form.reset();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-2">
      <TextareaField label={t`Add a comment`} rows={2} {...form.field('body')} />
      <Button type="submit" size="sm" loading={form.submitting}>
        <Trans>Post comment</Trans>
      </Button>
    </form>
  );
}

function CommentItem({ comment, onRemove }: { comment: AnnouncementComment; onRemove: () => void }) {
  const { t } = useLingui();
  const author = comment.author?.name ?? t`Former member`;
  return (
    <li className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
      <div className="min-w-0">
        <p className="text-xs text-slate-600">
          <span className="font-medium text-slate-800">{author}</span> ·{' '}
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, new Date())}</time>
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{comment.body}</p>
      </div>
      {comment.canDelete && (
        <Button variant="secondary" size="sm" icon={Trash2} onClick={onRemove}>
          <Trans>
            Remove<span className="sr-only"> the comment by {author}</span>
          </Trans>
        </Button>
      )}
    </li>
  );
}

/**
 * The comments under an announcement, oldest first, each with Remove where the reader may remove it
 * (their own; any, for the course's teacher), and the form to add one where comments are allowed.
 */
export function AnnouncementComments({
  announcement,
  canComment,
}: {
  announcement: Announcement;
  canComment: boolean;
}) {
  const { t } = useLingui();
  const [removing, setRemoving] = useState<AnnouncementComment | null>(null);
  const remove = useEndpointMutation(announcementEndpoints.deleteComment, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
  const count = announcement.comments.length;
  return (
    <section className="mt-4 border-t border-slate-100 pt-3" aria-label={t`Comments`}>
      {count > 0 && (
        <ul className="space-y-2">
          {announcement.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onRemove={() => setRemoving(comment)} />
          ))}
        </ul>
      )}
      {canComment ? (
        <CommentForm announcement={announcement} />
      ) : (
        !announcement.commentsEnabled && (
          <p className="text-xs text-slate-600">
            <Trans>Comments are turned off.</Trans>
          </p>
        )
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove this comment?`}
        description={removing?.body ?? ''}
        confirmLabel={t`Remove comment`}
        destructive
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing === null) return;
          remove.mutate(removing.id, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => reportFormError(error, announcementEndpoints.deleteComment.fallbackMessage),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </section>
  );
}
