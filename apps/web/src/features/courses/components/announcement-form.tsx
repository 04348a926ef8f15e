import { useLingui } from '@lingui/react/macro';
import { type Announcement, announcementInputSchema } from '@tutorium/contract/announcements';
import { announcementEndpoints } from '@tutorium/contract/endpoints/announcements';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { AttachmentsField } from '../../../components/course/attachments-field';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { Markdown } from '../../../components/ui/markdown';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { instantOfLocal, localValueOf } from '../../../lib/local-date-time';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

interface AnnouncementFormProps {
  courseId: string;
  /** The announcement being edited; a new one when left out. */
  editing?: Announcement;
  onDone: () => void;
}

/**
 * Posts or edits an announcement: an optional title, the Markdown text with a preview, pinned, comments
 * allowed, and a publish time when scheduled (while it is not yet out).
 */
export function AnnouncementForm({ courseId, editing, onDone }: AnnouncementFormProps) {
  const { t } = useLingui();
  const [preview, setPreview] = useState(false);
  const canSchedule = editing === undefined || !editing.published;
  const schema = useMemo(
    () =>
      z
        .object({
          title: announcementInputSchema.shape.title,
          body: announcementInputSchema.shape.body,
          pinned: z.boolean(),
          commentsEnabled: z.boolean(),
          schedule: z.boolean(),
          publishAt: z.string(),
          resourceIds: announcementInputSchema.shape.resourceIds,
        })
        .superRefine((values, issues) => {
          if (!values.schedule) return;
          const instant = instantOfLocal(values.publishAt);
          if (instant === null) {
            issues.addIssue({ code: 'custom', path: ['publishAt'], message: t`Choose when to publish it` });
          } else if (instant.getTime() <= Date.now()) {
            issues.addIssue({ code: 'custom', path: ['publishAt'], message: t`Choose a time in the future` });
          }
        }),
    [t],
  );
  const save = useEndpointMutation(editing ? announcementEndpoints.update : announcementEndpoints.create, {
    input: (body: z.input<typeof announcementInputSchema>) =>
      editing ? { params: { id: editing.id }, body } : { params: { courseId }, body },
  });
  const form = useContractForm({
    schema,
    defaultValues: {
      title: editing?.title ?? '',
      body: editing?.body ?? '',
      pinned: editing?.pinned ?? false,
      commentsEnabled: editing?.commentsEnabled ?? true,
      schedule: editing !== undefined && !editing.published,
      publishAt: editing && !editing.published ? localValueOf(editing.publishAt) : '',
      resourceIds: editing?.resources.map((resource) => resource.id) ?? [],
    },
    failureMessage: (editing ? announcementEndpoints.update : announcementEndpoints.create).fallbackMessage,
    focusOnMount: 'body',
  });
  const schedule = form.watch('schedule');
  const body = form.watch('body');
  const onSubmit = form.submitTo(
    save,
    (values) => ({
      title: values.title,
      body: values.body,
      pinned: values.pinned,
      commentsEnabled: values.commentsEnabled,
      resourceIds: values.resourceIds,
      ...(canSchedule
        ? { publishAt: values.schedule ? (instantOfLocal(values.publishAt)?.toISOString() ?? null) : null }
        : {}),
    }),
    {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone();
      },
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <TextField label={t`Title (optional)`} {...form.field('title')} />
      {preview ? (
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-800">{t`Preview`}</p>
          <div className="min-h-24 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <Markdown source={body} />
          </div>
        </div>
      ) : (
        <TextareaField
          label={t`Announcement`}
          rows={5}
          hint={t`Markdown works: **bold**, lists, links.`}
          {...form.field('body')}
        />
      )}
      <Button variant="secondary" size="sm" onClick={() => setPreview((shown) => !shown)} aria-pressed={preview}>
        {preview ? t`Back to writing` : t`Preview`}
      </Button>
      <div className="grid gap-2 sm:grid-cols-2">
        <CheckboxField label={t`Pin to the top`} {...form.register('pinned')} />
        <CheckboxField
          label={t`Students may comment`}
          hint={t`You can always comment and remove comments.`}
          {...form.register('commentsEnabled')}
        />
        {canSchedule && (
          <CheckboxField
            label={t`Schedule for later`}
            hint={t`Students see it and are told at the chosen time.`}
            {...form.register('schedule')}
          />
        )}
      </div>
      {canSchedule && schedule && (
        <TextField type="datetime-local" label={t`Publish at`} className="sm:max-w-xs" {...form.field('publishAt')} />
      )}
      <Controller
        control={form.control}
        name="resourceIds"
        render={({ field, fieldState }) => (
          <AttachmentsField
            value={field.value ?? []}
            onChange={field.onChange}
            attached={editing?.resources ?? []}
            hint={t`Files from your resources that students can download with this announcement.`}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormActions
        submitLabel={editing ? t`Save changes` : schedule ? t`Schedule announcement` : t`Post announcement`}
        submitIcon={Send}
        submitting={form.submitting}
        onCancel={onDone}
      />
    </form>
  );
}
