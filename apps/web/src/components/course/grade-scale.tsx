import { Trans } from '@lingui/react/macro';
import { gradeScale } from '@tutorium/contract/grades';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../ui/badge';

const gradeTones: Readonly<Record<string, BadgeTone>> = { A: 'green', B: 'indigo', C: 'yellow', D: 'yellow', F: 'red' };

/** A grade letter as a coloured badge. */
export function GradeBadge({ grade }: { grade: string }) {
  return <Badge tone={gradeTones[grade] ?? 'slate'}>{grade}</Badge>;
}

/** The score range of each grade, from the contract's scale: A 90–100, B 80–89 … F 0–59. */
const ranges = gradeScale.map((step, index) => {
  const upper = index === 0 ? 100 : (gradeScale[index - 1]?.min ?? 100) - 1;
  return { grade: step.grade, range: `${step.min}–${upper}` };
});

/** The grade scale legend shared by the score sheet and the Progress page. */
export function GradeScaleLegend({ className }: { className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Grade scale</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Scores are out of 100.</Trans>
      </p>
      <dl className="mt-3 flex flex-wrap gap-2">
        {ranges.map(({ grade, range }) => (
          <div
            key={grade}
            className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
          >
            <dt>
              <GradeBadge grade={grade} />
            </dt>
            <dd className="text-slate-700">{range}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
