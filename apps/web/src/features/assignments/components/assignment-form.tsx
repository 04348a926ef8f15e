import { useLingui } from '@lingui/react/macro';
import { type Assignment, assignmentInputSchema, submissionKinds } from '@tutorium/contract/assignments';
import { assignmentEndpoints } from '@tutorium/contract/endpoints/assignments';
import { resourceTypeLabels, resourceTypes } from '@tutorium/contract/resources';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { AttachmentsField } from '../../../components/course/attachments-field';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { Markdown } from '../../../components/ui/markdown';
import { NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { contractText } from '../../../lib/contract-text';
import { instantOfLocal, localValueOf } from '../../../lib/local-date-time';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** What the inputs hold: text (number and date inputs included) and the late-work box. */
const formFieldsSchema = z.object({
  title: z.string(),
  instructions: z.string(),
  dueAt: z.string(),
  points: z.string(),
  lateAccepted: z.boolean(),
  latePenaltyPercent: z.string(),
  submissionKind: z.string(),
  resourceIds: z.array(z.string()),
  allowedFileTypes: z.array(z.string()),
  maxFileMb: z.string(),
});
type FormValues = z.input<typeof formFieldsSchema>;

/** An empty number input means "not given", never 0, so the contract reports it as missing. */
const numberOf = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

interface AssignmentFormProps {
  courseId: string;
  /** The assignment being edited; a new one when left out. */
  editing?: Assignment;
  onDone: () => void;
}

/**
 * Sets or edits an assignment: title, Markdown instructions with a preview, the due time in the viewer's
 * zone, points, what students hand in (with the file kinds and size limit where files are taken), late
 * work and its penalty, and attachments from the teacher's resources.
 */
export function AssignmentForm({ courseId, editing, onDone }: AssignmentFormProps) {
  const { t } = useLingui();
  const [preview, setPreview] = useState(false);
  const fileTypesErrorId = useId();
  const endpoint = editing ? assignmentEndpoints.update : assignmentEndpoints.create;
  const save = useEndpointMutation(endpoint, {
    input: (body: z.input<typeof assignmentInputSchema>) =>
      editing ? { params: { id: editing.id }, body } : { params: { courseId }, body },
  });
  const schema = formFieldsSchema
    .transform((values): unknown => ({
      title: values.title,
      instructions: values.instructions,
      dueAt: instantOfLocal(values.dueAt)?.toISOString(),
      points: numberOf(values.points),
      lateAccepted: values.lateAccepted,
      latePenaltyPercent: values.lateAccepted ? numberOf(values.latePenaltyPercent) : 0,
      submissionKind: values.submissionKind,
      allowedFileTypes: values.allowedFileTypes,
      maxFileMb: numberOf(values.maxFileMb),
      resourceIds: values.resourceIds,
    }))
    .pipe(assignmentInputSchema);
  const form = useContractForm<FormValues, z.output<typeof assignmentInputSchema>>({
    schema,
    defaultValues: {
      title: editing?.title ?? '',
      instructions: editing?.instructions ?? '',
      dueAt: editing ? localValueOf(editing.dueAt) : '',
      points: String(editing?.points ?? 100),
      lateAccepted: editing?.lateAccepted ?? false,
      latePenaltyPercent: String(editing?.latePenaltyPercent ?? 0),
      submissionKind: editing?.submissionKind ?? 'text',
      resourceIds: editing?.resources.map((resource) => resource.id) ?? [],
      allowedFileTypes: [...(editing?.allowedFileTypes ?? resourceTypes)],
      maxFileMb: String(editing?.maxFileMb ?? 10),
    },
    failureMessage: endpoint.fallbackMessage,
    focusOnMount: 'title',
  });
  const lateAccepted = form.watch('lateAccepted');
  const takesFiles = form.watch('submissionKind') !== 'text';
  const fileTypesError = form.formState.errors.allowedFileTypes?.message;
  const instructions = form.watch('instructions');
  const kindLabels = { text: t`A written answer`, files: t`Files`, both: t`A written answer and files` };
  const onSubmit = form.submitTo(save, (values) => values, {
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <TextField label={t`Title`} {...form.field('title')} />
      {preview ? (
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-800">{t`Preview`}</p>
          <div className="min-h-24 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <Markdown source={instructions} />
          </div>
        </div>
      ) : (
        <TextareaField
          label={t`Instructions`}
          rows={6}
          hint={t`Markdown works: **bold**, lists, links.`}
          {...form.field('instructions')}
        />
      )}
      <Button variant="secondary" size="sm" onClick={() => setPreview((shown) => !shown)} aria-pressed={preview}>
        {preview ? t`Back to writing` : t`Preview`}
      </Button>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="datetime-local" label={t`Due`} hint={t`In your time zone.`} {...form.field('dueAt')} />
        <NumberField label={t`Points`} min={1} max={1000} {...form.field('points')} />
        <SelectField
          label={t`Students hand in`}
          options={submissionKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }))}
          {...form.field('submissionKind')}
        />
      </div>
      {takesFiles && (
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset aria-describedby={fileTypesError ? fileTypesErrorId : undefined} className="space-y-1.5">
            <legend className="text-sm font-medium text-slate-800">{t`File kinds students may hand in`}</legend>
            <Controller
              control={form.control}
              name="allowedFileTypes"
              render={({ field }) => (
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  {resourceTypes.map((type) => (
                    <CheckboxField
                      key={type}
                      label={contractText(resourceTypeLabels[type])}
                      checked={field.value.includes(type)}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          resourceTypes.filter((kind) =>
                            kind === type ? event.target.checked : field.value.includes(kind),
                          ),
                        )
                      }
                    />
                  ))}
                </div>
              )}
            />
            {fileTypesError && (
              <p id={fileTypesErrorId} className="text-sm text-red-700">
                {contractText(fileTypesError)}
              </p>
            )}
          </fieldset>
          <NumberField label={t`Largest file (MB)`} min={1} max={1024} {...form.field('maxFileMb')} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckboxField
          label={t`Accept late work`}
          hint={t`After the due time students can still hand in; it is marked late.`}
          {...form.register('lateAccepted')}
        />
        {lateAccepted && (
          <NumberField label={t`Late penalty (%)`} min={0} max={100} {...form.field('latePenaltyPercent')} />
        )}
      </div>
      <Controller
        control={form.control}
        name="resourceIds"
        render={({ field, fieldState }) => (
          <AttachmentsField
            value={field.value ?? []}
            onChange={field.onChange}
            attached={editing?.resources ?? []}
            hint={t`Files from your resources that students can download with this assignment.`}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormActions
        submitLabel={editing ? t`Save changes` : t`Set assignment`}
        submitIcon={Send}
        submitting={form.submitting}
        onCancel={onDone}
      />
    </form>
  );
}
