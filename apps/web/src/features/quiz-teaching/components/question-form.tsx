import { useLingui } from '@lingui/react/macro';
import { questionEndpoints } from '@tutorium/contract/endpoints/questions';
import {
  MAX_QUESTION_OPTIONS,
  type Question,
  type QuestionDefinition,
  type QuestionInput,
  type QuestionKind,
  questionInputSchema,
  questionKinds,
} from '@tutorium/contract/questions';
import { Plus, Send, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldError, type FieldErrors, type Resolver, useFieldArray } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldNotes } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { Markdown } from '../../../components/ui/markdown';
import { NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { contractText } from '../../../lib/contract-text';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { useKindLabels } from './question-kind';

/** What the inputs hold: text for every number, one box per option, one accepted answer a line. */
interface FormValues {
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  /** Comma-separated. */
  tags: string;
  points: string;
  options: { text: string; correct: boolean }[];
  /** The single-choice option's number, "true"/"false", or the numeric answer: the contract's `correct`. */
  correct: string;
  tolerance: string;
  /** One a line. */
  accepted: string;
  markedByHand: boolean;
}

/** An empty number input means "not given", never 0, so the contract reports it as missing. */
const numberOf = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

const listOf = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The request body the inputs make for their kind (the contract then checks it). */
function bodyOf(values: FormValues): unknown {
  const common = {
    kind: values.kind,
    prompt: values.prompt,
    explanation: values.explanation,
    tags: listOf(values.tags, /,/),
    points: numberOf(values.points),
  };
  const options = values.options.map((option) => option.text);
  switch (values.kind) {
    case 'single':
      return { ...common, options, correct: numberOf(values.correct) };
    case 'multiple':
      return {
        ...common,
        options,
        correct: values.options.flatMap((option, index) => (option.correct ? [index] : [])),
      };
    case 'true_false':
      return { ...common, correct: values.correct === 'true' ? true : values.correct === 'false' ? false : undefined };
    case 'numeric':
      return { ...common, correct: numberOf(values.correct), tolerance: numberOf(values.tolerance) ?? 0 };
    case 'short':
      return { ...common, accepted: listOf(values.accepted, /\n/), markedByHand: values.markedByHand };
  }
}

/**
 * The contract's issues as the form's errors: an option's under its text input, a tag's or an
 * accepted answer's under the one input that holds them all, the rest under their own field.
 */
const resolver: Resolver<FormValues, unknown, QuestionInput> = (values) => {
  const parsed = questionInputSchema.safeParse(bodyOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<FormValues> = {};
  const optionErrors: { text: FieldError }[] = [];
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    const error = { type: 'validate', message: issue.message };
    if (field === 'options' && typeof index === 'number') {
      optionErrors[index] ??= { text: error };
    } else if (typeof field === 'string' && field in values) {
      const name = field as keyof FormValues;
      errors[name] ??= error;
    } else {
      errors.prompt ??= error;
    }
  }
  if (optionErrors.length > 0) errors.options = optionErrors;
  return { values: {}, errors };
};

const emptyOptions = () => [
  { text: '', correct: false },
  { text: '', correct: false },
];

function defaultsOf(definition: QuestionDefinition | undefined): FormValues {
  const base: FormValues = {
    kind: definition?.kind ?? 'single',
    prompt: definition?.prompt ?? '',
    explanation: definition?.explanation ?? '',
    tags: definition?.tags.join(', ') ?? '',
    points: String(definition?.points ?? 1),
    options: emptyOptions(),
    correct: '',
    tolerance: '0',
    accepted: '',
    markedByHand: false,
  };
  switch (definition?.kind) {
    case undefined:
      return base;
    case 'single':
      return {
        ...base,
        options: definition.options.map((text) => ({ text, correct: false })),
        correct: String(definition.correct),
      };
    case 'multiple':
      return {
        ...base,
        options: definition.options.map((text, index) => ({ text, correct: definition.correct.includes(index) })),
      };
    case 'true_false':
      return { ...base, correct: String(definition.correct) };
    case 'numeric':
      return { ...base, correct: String(definition.correct), tolerance: String(definition.tolerance) };
    case 'short':
      return { ...base, accepted: definition.accepted.join('\n'), markedByHand: definition.markedByHand };
  }
}

interface QuestionFormProps {
  courseId: string;
  /** The question being edited; a new one when left out. */
  editing?: Question;
  onDone: () => void;
}

/**
 * Adds or edits a bank question: its kind, then what that kind needs (options with the correct one or
 * ones, true or false, a number with a tolerance, accepted answers or marking by hand), the Markdown
 * question and explanation with a preview, tags and points.
 */
export function QuestionForm({ courseId, editing, onDone }: QuestionFormProps) {
  const { t } = useLingui();
  const kindLabels = useKindLabels();
  const [preview, setPreview] = useState(false);
  const choicesId = useId();
  const endpoint = editing ? questionEndpoints.update : questionEndpoints.create;
  const save = useEndpointMutation(endpoint, {
    input: (body: QuestionInput) => (editing ? { params: { id: editing.id }, body } : { params: { courseId }, body }),
  });
  const form = useContractForm<FormValues, QuestionInput>({
    resolver,
    defaultValues: defaultsOf(editing?.definition),
    failureMessage: endpoint.fallbackMessage,
    serverFields: ['prompt', 'explanation', 'tags', 'points', 'correct', 'tolerance', 'accepted'],
    focusOnMount: 'prompt',
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const kind = form.watch('kind');
  const prompt = form.watch('prompt');
  const explanation = form.watch('explanation');
  const correctError = form.formState.errors.correct?.message;
  const optionsError = form.formState.errors.options?.message ?? form.formState.errors.options?.root?.message;
  const onSubmit = form.submitTo(save, (values) => values, {
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
    },
  });
  const hasOptions = kind === 'single' || kind === 'multiple';
  // The single choice's answer is an option's number: it follows its option, and goes with it.
  const removeOption = (index: number) => {
    const chosen = numberOf(form.getValues('correct'));
    if (kind === 'single' && chosen !== undefined && chosen >= index) {
      form.setValue('correct', chosen === index ? '' : String(chosen - 1));
    }
    options.remove(index);
  };
  const choicesError = optionsError ?? (hasOptions ? correctError : undefined);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? t`Edit question` : t`New question`}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Question type`}
          options={questionKinds.map((value) => ({ value, label: kindLabels[value] }))}
          {...form.field('kind', {
            // Another kind's answer makes no sense in this one: "true" is no option number.
            onChange: () => form.setValue('correct', ''),
          })}
        />
        <NumberField label={t`Points`} min={1} max={100} {...form.field('points')} />
      </div>
      {preview ? (
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-800">{t`Preview`}</p>
          <div className="min-h-24 space-y-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <Markdown source={prompt} />
            {explanation !== '' && (
              <div className="border-t border-slate-200 pt-3">
                <Markdown source={explanation} />
              </div>
            )}
          </div>
        </div>
      ) : (
        <>
          <TextareaField
            label={t`Question`}
            rows={4}
            hint={t`Markdown works: **bold**, lists, links.`}
            {...form.field('prompt')}
          />
          <TextareaField
            label={t`Explanation`}
            rows={3}
            hint={t`Shown with the correct answer once the results are released. Markdown works.`}
            {...form.field('explanation')}
          />
        </>
      )}
      <Button variant="secondary" size="sm" onClick={() => setPreview((shown) => !shown)} aria-pressed={preview}>
        {preview ? t`Back to writing` : t`Preview`}
      </Button>

      {hasOptions && (
        <fieldset className="space-y-2" aria-describedby={choicesError ? `${choicesId}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">
            {kind === 'single' ? t`Options (choose the correct one)` : t`Options (tick every correct one)`}
          </legend>
          {options.fields.map((option, index) => {
            const number = index + 1;
            const textError = form.formState.errors.options?.[index]?.text?.message;
            return (
              <div key={option.id} className="flex items-start gap-2">
                {kind === 'single' ? (
                  <input
                    type="radio"
                    value={String(index)}
                    aria-label={t`Option ${number} is correct`}
                    className="mt-3 size-4 accent-indigo-600"
                    {...form.register('correct')}
                  />
                ) : (
                  <input
                    type="checkbox"
                    aria-label={t`Option ${number} is correct`}
                    className="mt-3 size-4 rounded accent-indigo-600"
                    {...form.register(`options.${index}.correct`)}
                  />
                )}
                <div className="min-w-0 flex-1">
                  <TextField label={t`Option ${number}`} {...form.field(`options.${index}.text`)} error={textError} />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={X}
                  className="mt-7"
                  disabled={options.fields.length <= 2}
                  onClick={() => removeOption(index)}
                >
                  <span className="sr-only">{t`Remove option ${number}`}</span>
                </Button>
              </div>
            );
          })}
          <Button
            variant="secondary"
            size="sm"
            icon={Plus}
            disabled={options.fields.length >= MAX_QUESTION_OPTIONS}
            onClick={() => options.append({ text: '', correct: false })}
          >
            {t`Add an option`}
          </Button>
          {choicesError && (
            <p id={`${choicesId}-error`} className="text-sm text-red-700">
              {contractText(choicesError)}
            </p>
          )}
        </fieldset>
      )}

      {kind === 'true_false' && (
        <fieldset className="space-y-1" aria-describedby={correctError ? `${choicesId}-tf-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t`The statement is`}</legend>
          <div className="flex gap-6">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value="true" className="size-4 accent-indigo-600" {...form.register('correct')} />
              {t`True`}
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value="false" className="size-4 accent-indigo-600" {...form.register('correct')} />
              {t`False`}
            </label>
          </div>
          <FieldNotes controlId={`${choicesId}-tf`} error={correctError} />
        </fieldset>
      )}

      {kind === 'numeric' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField label={t`Answer`} decimal step="any" {...form.field('correct')} />
          <NumberField
            label={t`Tolerance`}
            decimal
            step="any"
            min={0}
            hint={t`Answers this far from the answer, either way, count as correct.`}
            {...form.field('tolerance')}
          />
        </div>
      )}

      {kind === 'short' && (
        <div className="space-y-3">
          <TextareaField
            label={t`Accepted answers`}
            rows={3}
            hint={t`One a line. Case and extra spaces are ignored.`}
            {...form.field('accepted')}
          />
          <CheckboxField
            label={t`Mark by hand`}
            hint={t`You give each answer its points after the test; accepted answers, if any, are still marked at once.`}
            {...form.register('markedByHand')}
          />
        </div>
      )}

      <TextField label={t`Tags`} hint={t`Separated by commas, e.g. algebra, chapter 2.`} {...form.field('tags')} />
      <FormActions
        submitLabel={editing ? t`Save question` : t`Add question`}
        submitIcon={Send}
        submitting={form.submitting}
        onCancel={onDone}
      />
    </form>
  );
}
