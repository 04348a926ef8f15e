import { useLingui } from '@lingui/react/macro';
import { gradeInputSchema, returnInputSchema, type Submission } from '@tutorium/contract/assignments';
import { assignmentEndpoints } from '@tutorium/contract/endpoints/assignments';
import { Check, Undo2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { NumberField } from '../../../components/ui/number-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

const gradeFieldsSchema = z.object({ points: z.string(), feedback: z.string() });
type GradeValues = z.input<typeof gradeFieldsSchema>;
const gradeFormSchema = gradeFieldsSchema
  .transform((values): unknown => ({
    points: values.points.trim() === '' ? undefined : Number(values.points),
    feedback: values.feedback,
  }))
  .pipe(gradeInputSchema);

/** Points (at most the assignment's) and written feedback; the grade stays hidden from the student until released. */
export function GradeForm({ submission, maxPoints }: { submission: Submission; maxPoints: number }) {
  const { t } = useLingui();
  const save = useEndpointMutation(assignmentEndpoints.grade, {
    input: (body: z.input<typeof gradeInputSchema>) => ({ params: { id: submission.id }, body }),
  });
  const form = useContractForm<GradeValues, z.output<typeof gradeInputSchema>>({
    schema: gradeFormSchema,
    defaultValues: {
      points: submission.grade ? String(submission.grade.points) : '',
      feedback: submission.grade?.feedback ?? '',
    },
    failureMessage: assignmentEndpoints.grade.fallbackMessage,
  });
  const onSubmit = form.submitTo(save, (values) => values, {
    onSuccess: ({ message }) => toast.success(message),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NumberField
        label={t`Points (out of ${maxPoints})`}
        min={0}
        max={maxPoints}
        className="sm:max-w-xs"
        {...form.field('points')}
      />
      <TextareaField label={t`Feedback`} rows={5} {...form.field('feedback')} />
      <FormActions submitLabel={t`Save grade`} submitIcon={Check} submitting={form.submitting} />
    </form>
  );
}

/** "Return for rework" opens a note; returned, the grade is withdrawn and the student may hand in again. */
export function ReturnForm({ submission }: { submission: Submission }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const send = useEndpointMutation(assignmentEndpoints.return, {
    input: (body: z.input<typeof returnInputSchema>) => ({ params: { id: submission.id }, body }),
  });
  const form = useContractForm({
    schema: returnInputSchema,
    defaultValues: { note: '' },
    failureMessage: assignmentEndpoints.return.fallbackMessage,
  });
  const onSubmit = form.submitTo(send, (values) => values, {
    onSuccess: ({ message }) => {
      toast.success(message);
      form.reset();
      setOpen(false);
    },
  });
  if (!open) {
    return (
      <Button variant="secondary" icon={Undo2} onClick={() => setOpen(true)}>
        {t`Return for rework`}
      </Button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextareaField
        label={t`What to rework`}
        rows={3}
        hint={t`The student sees this note and can hand in again, even after the due time.`}
        {...form.field('note')}
      />
      <FormActions
        submitLabel={t`Return for rework`}
        submitIcon={Undo2}
        submitting={form.submitting}
        onCancel={() => setOpen(false)}
      />
    </form>
  );
}
