import { useLingui } from '@lingui/react/macro';
import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import { markInputSchema } from '@tutorium/contract/quizzes';
import { Check } from 'lucide-react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormActions } from '../../../components/ui/form-actions';
import { NumberField } from '../../../components/ui/number-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

const markFieldsSchema = z.object({ points: z.string() });
type MarkValues = z.input<typeof markFieldsSchema>;
const markFormSchema = markFieldsSchema
  .transform((values): unknown => ({ points: values.points.trim() === '' ? undefined : Number(values.points) }))
  .pipe(markInputSchema);

interface MarkFormProps {
  attemptId: string;
  questionId: string;
  /** The question's points: the most a mark may give. */
  maxPoints: number;
  awarded: number | null;
  /** Names the question for screen readers, as every question of the attempt has a form. */
  questionNumber: number;
}

/** The points a hand-marked answer earns, saved at once into the attempt's score. */
export function MarkForm({ attemptId, questionId, maxPoints, awarded, questionNumber }: MarkFormProps) {
  const { t } = useLingui();
  const save = useEndpointMutation(quizEndpoints.mark, {
    input: (body: z.input<typeof markInputSchema>) => ({ params: { id: attemptId, questionId }, body }),
  });
  const form = useContractForm<MarkValues, z.output<typeof markInputSchema>>({
    schema: markFormSchema,
    defaultValues: { points: awarded === null ? '' : String(awarded) },
    failureMessage: quizEndpoints.mark.fallbackMessage,
  });
  const onSubmit = form.submitTo(save, (values) => values, {
    onSuccess: ({ message }) => toast.success(message),
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Mark question ${questionNumber}`}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <NumberField
        label={t`Points for question ${questionNumber} (out of ${maxPoints})`}
        decimal
        step="any"
        min={0}
        max={maxPoints}
        className="sm:max-w-xs"
        {...form.field('points')}
      />
      <FormActions submitLabel={t`Save mark`} submitIcon={Check} submitting={form.submitting} />
    </form>
  );
}
