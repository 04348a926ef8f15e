import { Trans, useLingui } from '@lingui/react/macro';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { type Lesson, type LessonInput, lessonInputSchema, lessonMessages } from '@tutorium/contract/lessons';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { AttachmentsField } from '../../../components/course/attachments-field';
import { FormActions } from '../../../components/ui/form-actions';
import { Markdown } from '../../../components/ui/markdown';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveLesson } from '../api/use-save-lesson';

/** The start of every video link: the same in every language, so not a text to translate. */
const URL_PLACEHOLDER = 'https://';

const emptyLesson: Required<LessonInput> = { title: '', body: '', videoUrl: '', resourceIds: [] };

const valuesOf = (lesson: Lesson): Required<LessonInput> => ({
  title: lesson.title,
  body: lesson.body,
  videoUrl: lesson.videoUrl,
  resourceIds: lesson.resources.map((resource) => resource.id),
});

interface LessonFormProps {
  courseId: string;
  /** The lesson being edited; without one the form adds a lesson at the end. */
  lesson: Lesson | null;
  /** Called after an edit is saved or cancelled. */
  onEditDone: (lesson: Lesson | null) => void;
}

/**
 * Title, Markdown text with a live preview, an optional video link and attachments. Mounted afresh
 * (by key) for each lesson edited; editing starts in the Title field.
 */
export function LessonForm({ courseId, lesson, onEditDone }: LessonFormProps) {
  const { t } = useLingui();
  const save = useSaveLesson(courseId);
  const previewId = useId();
  const editing = lesson !== null;
  const form = useContractForm({
    schema: lessonInputSchema,
    defaultValues: lesson === null ? emptyLesson : valuesOf(lesson),
    failureMessage: editing ? lessonEndpoints.update.fallbackMessage : lessonEndpoints.create.fallbackMessage,
    focusOnMount: editing ? 'title' : undefined,
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';

  const onSubmit = form.submitTo(save, (values) => ({ lessonId: lesson?.id ?? null, body: values }), {
    onSuccess: ({ data, message }) => {
      toast.success(message || (editing ? lessonMessages.updated : lessonMessages.created));
      if (editing) onEditDone(data);
      else form.reset(emptyLesson);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label={t`Title`} {...form.field('title')} />
      <div className="grid gap-5 lg:grid-cols-2">
        <TextareaField
          label={t`Lesson text`}
          rows={12}
          hint={t`Markdown: **bold**, *italic*, # headings, - lists, \`code\` and [links](https://…). HTML tags are left out.`}
          className="font-mono"
          {...form.field('body')}
        />
        <section aria-labelledby={previewId} className="flex min-w-0 flex-col">
          <h3 id={previewId} className="mb-1.5 text-sm font-medium text-slate-800">
            <Trans>Preview</Trans>
          </h3>
          <div className="min-h-40 flex-1 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-4">
            {body.trim() === '' ? (
              <p className="text-sm text-slate-600">
                <Trans>Nothing to preview yet: the lesson text shows here as students see it.</Trans>
              </p>
            ) : (
              <Markdown source={body} />
            )}
          </div>
        </section>
      </div>
      <TextField
        label={t`Video link (optional)`}
        type="url"
        inputMode="url"
        placeholder={URL_PLACEHOLDER}
        hint={t`YouTube and Vimeo links play inside the lesson; any other link opens in a new tab.`}
        {...form.field('videoUrl', { setValueAs: (value: string) => value.trim() })}
      />
      <Controller
        control={form.control}
        name="resourceIds"
        render={({ field, fieldState }) => (
          <AttachmentsField
            value={field.value ?? []}
            onChange={field.onChange}
            attached={lesson?.resources ?? []}
            hint={t`Files from your resources that students can download with this lesson.`}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormActions
        onCancel={editing ? () => onEditDone(null) : undefined}
        submitLabel={editing ? t`Save Lesson` : t`Add Lesson`}
        submitting={form.submitting}
        divided
      />
    </form>
  );
}
