import { useLingui } from '@lingui/react/macro';
import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import type { Question } from '@tutorium/contract/questions';
import { type Quiz, type QuizInput, quizInputSchema, releaseModes } from '@tutorium/contract/quizzes';
import { Plus, Send, X } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { contractText } from '../../../lib/contract-text';
import { instantOfLocal, localValueOf } from '../../../lib/local-date-time';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { FixedQuestionsField } from './fixed-questions-field';

/** What the inputs hold: text (number and date inputs included), the boxes, the picked ids and the pools. */
const formFieldsSchema = z.object({
  title: z.string(),
  instructions: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeLimitMinutes: z.string(),
  attemptsAllowed: z.string(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  negativeMarkingPercent: z.string(),
  release: z.string(),
  questionIds: z.array(z.string()),
  pools: z.array(z.object({ tag: z.string(), count: z.string() })),
});
type FormValues = z.input<typeof formFieldsSchema>;

/** An empty number input means "not given", never 0, so the contract reports it as missing. */
const numberOf = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

interface QuizFormProps {
  courseId: string;
  /** The course's bank, to pick questions and pools from. */
  questions: readonly Question[];
  tags: readonly { tag: string; count: number }[];
  /** The test being edited; a new one when left out. */
  editing?: Quiz;
  onDone: () => void;
}

/**
 * Creates or edits a test: title, Markdown instructions, the window in the viewer's zone, the time limit
 * and attempts, shuffling, negative marking, when results are released, and its questions (picked from
 * the bank in order, and pools drawn at random by tag).
 */
export function QuizForm({ courseId, questions, tags, editing, onDone }: QuizFormProps) {
  const { t } = useLingui();
  const endpoint = editing ? quizEndpoints.update : quizEndpoints.create;
  const save = useEndpointMutation(endpoint, {
    input: (body: QuizInput) => (editing ? { params: { id: editing.id }, body } : { params: { courseId }, body }),
  });
  const schema = formFieldsSchema
    .transform((values): unknown => ({
      title: values.title,
      instructions: values.instructions,
      opensAt: instantOfLocal(values.opensAt)?.toISOString(),
      closesAt: instantOfLocal(values.closesAt)?.toISOString(),
      timeLimitMinutes: numberOf(values.timeLimitMinutes),
      attemptsAllowed: numberOf(values.attemptsAllowed),
      shuffleQuestions: values.shuffleQuestions,
      shuffleOptions: values.shuffleOptions,
      negativeMarkingPercent: numberOf(values.negativeMarkingPercent),
      release: values.release,
      questionIds: values.questionIds,
      pools: values.pools.map((pool) => ({ tag: pool.tag, count: numberOf(pool.count) })),
    }))
    .pipe(quizInputSchema);
  const form = useContractForm<FormValues, z.output<typeof quizInputSchema>>({
    schema,
    defaultValues: {
      title: editing?.title ?? '',
      instructions: editing?.instructions ?? '',
      opensAt: editing ? localValueOf(editing.opensAt) : '',
      closesAt: editing ? localValueOf(editing.closesAt) : '',
      timeLimitMinutes: String(editing?.timeLimitMinutes ?? 30),
      attemptsAllowed: String(editing?.attemptsAllowed ?? 1),
      shuffleQuestions: editing?.shuffleQuestions ?? false,
      shuffleOptions: editing?.shuffleOptions ?? false,
      negativeMarkingPercent: String(editing?.negativeMarkingPercent ?? 0),
      release: editing?.release ?? 'immediately',
      questionIds: editing?.questionIds ?? [],
      pools: editing?.pools?.map((pool) => ({ tag: pool.tag, count: String(pool.count) })) ?? [],
    },
    failureMessage: endpoint.fallbackMessage,
    // A started test refuses new questions or marking: that says nothing about one field, so it stays in view.
    failureShows: 'form',
    focusOnMount: 'title',
  });
  const pools = useFieldArray({ control: form.control, name: 'pools' });
  const releaseLabels = {
    immediately: t`As soon as each attempt is submitted`,
    after_close: t`When the test closes`,
    manual: t`When I release them`,
  };
  const onSubmit = form.submitTo(save, (values) => values, {
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
    },
  });
  const started = (editing?.submittedAttempts ?? 0) > 0;
  const poolsError = form.formState.errors.pools?.message ?? form.formState.errors.pools?.root?.message;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? t`Edit test` : t`New test`}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      {started && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t`Students have taken this test: only its title, instructions, window and release can change.`}
        </p>
      )}
      <TextField label={t`Title`} {...form.field('title')} />
      <TextareaField
        label={t`Instructions`}
        rows={4}
        hint={t`Shown before a student starts. Markdown works.`}
        {...form.field('instructions')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="datetime-local" label={t`Opens`} hint={t`In your time zone.`} {...form.field('opensAt')} />
        <TextField type="datetime-local" label={t`Closes`} hint={t`In your time zone.`} {...form.field('closesAt')} />
        <NumberField label={t`Time limit (minutes)`} min={1} max={600} {...form.field('timeLimitMinutes')} />
        <NumberField label={t`Attempts allowed`} min={1} max={20} {...form.field('attemptsAllowed')} />
        <NumberField
          label={t`Negative marking (%)`}
          min={0}
          max={100}
          hint={t`Taken off for a wrong answer, as a share of the question's points. Unanswered scores 0.`}
          {...form.field('negativeMarkingPercent')}
        />
        <SelectField
          label={t`Release results`}
          options={releaseModes.map((mode) => ({ value: mode, label: releaseLabels[mode] }))}
          {...form.field('release')}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label={t`Shuffle the questions`} {...form.register('shuffleQuestions')} />
        <CheckboxField label={t`Shuffle the options`} {...form.register('shuffleOptions')} />
      </div>

      <Controller
        control={form.control}
        name="questionIds"
        render={({ field, fieldState }) => (
          <FixedQuestionsField
            questions={questions}
            tags={tags}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t`Questions drawn at random`}</legend>
        <p className="text-xs text-slate-600">
          {t`Each attempt draws this many questions with the tag, never one already picked above.`}
        </p>
        {pools.fields.map((pool, index) => {
          const number = index + 1;
          const errors = form.formState.errors.pools?.[index];
          return (
            <div key={pool.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
              <SelectField
                label={t`Tag of pool ${number}`}
                options={[
                  { value: '', label: t`Choose a tag` },
                  ...tags.map(({ tag, count }) => ({ value: tag, label: t`${tag} (${count} questions)` })),
                ]}
                {...form.field(`pools.${index}.tag`)}
                error={errors?.tag?.message}
              />
              <NumberField
                label={t`How many`}
                min={1}
                {...form.field(`pools.${index}.count`)}
                error={errors?.count?.message}
              />
              <Button variant="ghost" size="sm" icon={X} className="mt-7" onClick={() => pools.remove(index)}>
                <span className="sr-only">{t`Remove pool ${number}`}</span>
              </Button>
            </div>
          );
        })}
        {poolsError && <p className="text-sm text-red-700">{contractText(poolsError)}</p>}
        <Button
          variant="secondary"
          size="sm"
          icon={Plus}
          disabled={tags.length === 0}
          onClick={() => pools.append({ tag: '', count: '1' })}
        >
          {t`Add a pool`}
        </Button>
        {tags.length === 0 && (
          <p className="text-xs text-slate-600">{t`Tag questions in the bank to draw from them.`}</p>
        )}
      </fieldset>

      <FormAlert message={form.formError} />
      <FormActions
        submitLabel={editing ? t`Save test` : t`Create test`}
        submitIcon={Send}
        submitting={form.submitting}
        onCancel={onDone}
      />
    </form>
  );
}
