import { zodResolver } from '@hookform/resolvers/zod';
import { type Lesson, type LessonInput, lessonInputSchema, lessonMessages } from '@tutorium/contract/lessons';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Markdown } from '../../../components/ui/markdown';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { reportFormError } from '../../../lib/form-errors';
import { lessonFallbacks } from '../api/lesson-messages';
import { useSaveLesson } from '../api/use-save-lesson';
import { AttachmentsField } from './attachments-field';

const emptyLesson: Required<LessonInput> = { title: '', body: '', videoUrl: '', resourceIds: [] };

const valuesOf = (lesson: Lesson): Required<LessonInput> => ({
  title: lesson.title,
  body: lesson.body,
  videoUrl: lesson.videoUrl,
  resourceIds: lesson.resources.map((resource) => resource.id),
});

const lessonFields = ['title', 'body', 'videoUrl', 'resourceIds'] as const;

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
  const save = useSaveLesson(courseId);
  const previewId = useId();
  const editing = lesson !== null;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(lessonInputSchema),
    defaultValues: lesson === null ? emptyLesson : valuesOf(lesson),
  });
  const body = useWatch({ control, name: 'body' }) ?? '';

  useEffect(() => {
    if (editing) setFocus('title');
  }, [editing, setFocus]);

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { lessonId: lesson?.id ?? null, body: values },
      {
        onSuccess: ({ data, message }) => {
          toast.success(message || (editing ? lessonMessages.updated : lessonMessages.created));
          if (editing) onEditDone(data);
          else reset(emptyLesson);
        },
        onError: (error) =>
          reportFormError(error, editing ? lessonFallbacks.update : lessonFallbacks.create, {
            setError,
            fields: lessonFields,
          }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <div className="grid gap-5 lg:grid-cols-2">
        <TextareaField
          label="Lesson text"
          rows={12}
          hint="Markdown: **bold**, *italic*, # headings, - lists, `code` and [links](https://…). HTML tags are left out."
          error={errors.body?.message}
          className="font-mono"
          {...register('body')}
        />
        <section aria-labelledby={previewId} className="flex min-w-0 flex-col">
          <h3 id={previewId} className="mb-1.5 text-sm font-medium text-slate-800">
            Preview
          </h3>
          <div className="min-h-40 flex-1 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-4">
            {body.trim() === '' ? (
              <p className="text-sm text-slate-600">
                Nothing to preview yet: the lesson text shows here as students see it.
              </p>
            ) : (
              <Markdown source={body} />
            )}
          </div>
        </section>
      </div>
      <TextField
        label="Video link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="YouTube and Vimeo links play inside the lesson; any other link opens in a new tab."
        error={errors.videoUrl?.message}
        {...register('videoUrl', { setValueAs: (value: string) => value.trim() })}
      />
      <Controller
        control={control}
        name="resourceIds"
        render={({ field, fieldState }) => (
          <AttachmentsField
            value={field.value ?? []}
            onChange={field.onChange}
            attached={lesson?.resources ?? []}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        {editing && (
          <Button variant="secondary" onClick={() => onEditDone(null)} disabled={save.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Save Lesson' : 'Add Lesson'}
        </Button>
      </div>
    </form>
  );
}
