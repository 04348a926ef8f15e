import { useLingui } from '@lingui/react/macro';
import type { Attempt, GivenAnswer } from '@tutorium/contract/quizzes';
import { CircleAlert, CircleCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { cardClassName } from '../../../components/ui/card';
import { Markdown } from '../../../components/ui/markdown';
import type { SaveState } from '../api/use-answer-saver';

type AttemptQuestion = Attempt['questions'][number];

/** Typing is saved this long after the last key, so a word is one request, not one per letter. */
const TYPING_DELAY_MS = 600;

interface QuestionCardProps {
  question: AttemptQuestion;
  number: number;
  answer: GivenAnswer | undefined;
  saveState: SaveState | undefined;
  disabled: boolean;
  /** A new answer (null clears it), to be saved after `delayMs`. */
  onAnswer: (answer: GivenAnswer | null, delayMs?: number) => void;
}

function SaveNote({ state }: { state: SaveState | undefined }) {
  const { t } = useLingui();
  if (state === undefined) return null;
  const looks = {
    saving: { icon: LoaderCircle, text: t`Saving…`, tone: 'text-slate-600', spin: true },
    saved: { icon: CircleCheck, text: t`Saved`, tone: 'text-green-700', spin: false },
    retrying: { icon: CircleAlert, text: t`Not saved — retrying`, tone: 'text-amber-800', spin: false },
    waiting: { icon: CloudOff, text: t`Offline — waiting to send`, tone: 'text-amber-800', spin: false },
    refused: { icon: CircleAlert, text: t`Not saved: check this answer`, tone: 'text-red-700', spin: false },
  } as const;
  const { icon: Icon, text, tone, spin } = looks[state];
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${tone}`}>
      <Icon className={`size-4 ${spin ? 'animate-spin' : ''}`} aria-hidden="true" />
      {text}
    </span>
  );
}

const choiceRow =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-checked:border-indigo-500 has-checked:bg-indigo-50';
const inputClass =
  'block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 disabled:bg-slate-100';

/** The answer's draft text for a typed question: what was saved, as the student wrote it. */
function draftOf(answer: GivenAnswer | undefined): string {
  if (answer?.kind === 'short') return answer.text;
  if (answer?.kind === 'numeric') return String(answer.value);
  return '';
}

function Choices({ question, answer, disabled, onAnswer }: Omit<QuestionCardProps, 'number' | 'saveState'>) {
  const { t } = useLingui();
  const name = useId();
  if (question.kind === 'true_false') {
    const value = answer?.kind === 'true_false' ? answer.value : undefined;
    return (
      <div className="space-y-2">
        {[
          { label: t`True`, value: true },
          { label: t`False`, value: false },
        ].map((choice) => (
          <label key={choice.label} className={choiceRow}>
            <input
              type="radio"
              name={name}
              className="mt-1 size-4 accent-indigo-600"
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onAnswer({ kind: 'true_false', value: choice.value })}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    );
  }
  const picked =
    answer?.kind === 'multiple' ? answer.options : answer?.kind === 'single' ? [answer.option] : ([] as number[]);
  const multiple = question.kind === 'multiple';
  return (
    <div className="space-y-2">
      {question.options.map((option) => (
        <label key={option.index} className={choiceRow}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            className="mt-1 size-4 shrink-0 accent-indigo-600"
            checked={picked.includes(option.index)}
            disabled={disabled}
            onChange={(event) => {
              if (!multiple) {
                onAnswer({ kind: 'single', option: option.index });
                return;
              }
              const options = event.target.checked
                ? [...picked, option.index].sort((a, b) => a - b)
                : picked.filter((index) => index !== option.index);
              onAnswer(options.length === 0 ? null : { kind: 'multiple', options });
            }}
          />
          <span className="break-words">{option.text}</span>
        </label>
      ))}
    </div>
  );
}

function Typed({
  question,
  answer,
  disabled,
  onAnswer,
  labelledBy,
}: Omit<QuestionCardProps, 'number' | 'saveState'> & { labelledBy: string }) {
  const [draft, setDraft] = useState(() => draftOf(answer));
  if (question.kind === 'numeric') {
    return (
      <input
        type="number"
        inputMode="decimal"
        step="any"
        aria-labelledby={labelledBy}
        className={`${inputClass} sm:max-w-xs`}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value);
          const value = event.target.value.trim() === '' ? Number.NaN : Number(event.target.value);
          onAnswer(Number.isFinite(value) ? { kind: 'numeric', value } : null, TYPING_DELAY_MS);
        }}
      />
    );
  }
  return (
    <input
      type="text"
      aria-labelledby={labelledBy}
      className={inputClass}
      value={draft}
      maxLength={2000}
      disabled={disabled}
      onChange={(event) => {
        setDraft(event.target.value);
        const text = event.target.value;
        onAnswer(text.trim() === '' ? null : { kind: 'short', text }, TYPING_DELAY_MS);
      }}
    />
  );
}

/** One question of the attempt with its input (by kind) and where its answer is on the way to the server. */
export function QuestionCard({ question, number, answer, saveState, disabled, onAnswer }: QuestionCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const promptId = useId();
  const labelledBy = `${headingId} ${promptId}`;
  const points = question.points;
  const typed = question.kind === 'numeric' || question.kind === 'short';
  const Group = typed ? 'div' : 'fieldset';
  return (
    <section
      id={`question-${number}`}
      aria-labelledby={headingId}
      className={`${cardClassName} scroll-mt-36 p-4 sm:p-6`}
    >
      <Group className="min-w-0 space-y-3" {...(typed ? {} : { 'aria-labelledby': labelledBy })}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {t`Question ${number}`}
          </h2>
          <span className="text-sm text-slate-600">{points === 1 ? t`1 point` : t`${points} points`}</span>
        </div>
        <div id={promptId} className="break-words">
          <Markdown source={question.prompt} />
        </div>
        {question.kind === 'multiple' && <p className="text-sm text-slate-600">{t`Choose every answer that fits.`}</p>}
        {typed ? (
          <Typed question={question} answer={answer} disabled={disabled} onAnswer={onAnswer} labelledBy={labelledBy} />
        ) : (
          <Choices question={question} answer={answer} disabled={disabled} onAnswer={onAnswer} />
        )}
        <div className="min-h-5" aria-live="polite">
          <SaveNote state={saveState} />
        </div>
      </Group>
    </section>
  );
}
