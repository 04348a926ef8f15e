import { useLingui } from '@lingui/react/macro';
import type { Question } from '@tutorium/contract/questions';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { contractText } from '../../../lib/contract-text';
import { excerptOf } from './excerpt';
import { useKindLabels } from './question-kind';

interface FixedQuestionsFieldProps {
  questions: readonly Question[];
  tags: readonly { tag: string; count: number }[];
  /** The picked questions' ids, in the test's order. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * The questions every attempt has: ticked in the bank's list (narrowed by a tag), then ordered in the
 * list of picked ones. A tick adds the question at the end; unticking takes it out.
 */
export function FixedQuestionsField({ questions, tags, value, onChange, error }: FixedQuestionsFieldProps) {
  const { t } = useLingui();
  const kindLabels = useKindLabels();
  const errorId = useId();
  const [tag, setTag] = useState('');
  const shown = tag === '' ? questions : questions.filter((question) => question.definition.tags.includes(tag));
  const byId = new Map(questions.map((question) => [question.id, question]));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [id] = next.splice(from, 1);
    if (id !== undefined) next.splice(to, 0, id);
    onChange(next);
  };

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t`Questions every attempt has`}</legend>
      {questions.length === 0 ? (
        <p className="text-sm text-slate-600">{t`The question bank is empty: add questions to it first.`}</p>
      ) : (
        <>
          {tags.length > 0 && (
            <div className="max-w-xs">
              <SelectField
                label={t`Show the questions tagged`}
                value={tag}
                onChange={(event) => setTag(event.target.value)}
                options={[
                  { value: '', label: t`All tags` },
                  ...tags.map((entry) => ({ value: entry.tag, label: entry.tag })),
                ]}
              />
            </div>
          )}
          <ul className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2">
            {shown.map((question) => {
              const kind = kindLabels[question.definition.kind];
              const points = question.definition.points;
              return (
                <li key={question.id}>
                  <label className="flex items-start gap-2 rounded p-1 text-sm text-slate-800 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 rounded accent-indigo-600"
                      checked={value.includes(question.id)}
                      onChange={(event) =>
                        onChange(
                          event.target.checked ? [...value, question.id] : value.filter((id) => id !== question.id),
                        )
                      }
                    />
                    <span className="min-w-0 break-words">
                      {excerptOf(question.definition.prompt)}{' '}
                      <span className="text-xs text-slate-600">{t`(${kind}, ${points} points)`}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {value.length > 0 && (
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-800">{t`In this order`}</p>
          <ol className="space-y-1">
            {value.map((id, index) => {
              const what = excerptOf(byId.get(id)?.definition.prompt ?? '');
              return (
                <li
                  key={id}
                  className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-2 py-1 text-sm"
                >
                  <span className="w-6 shrink-0 text-slate-600">{index + 1}.</span>
                  <span className="min-w-0 flex-1 break-words">{what}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={ArrowUp}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <span className="sr-only">{t`Move up: ${what}`}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={ArrowDown}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <span className="sr-only">{t`Move down: ${what}`}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={X}
                    onClick={() => onChange(value.filter((picked) => picked !== id))}
                  >
                    <span className="sr-only">{t`Take out: ${what}`}</span>
                  </Button>
                </li>
              );
            })}
          </ol>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {contractText(error)}
        </p>
      )}
    </fieldset>
  );
}
