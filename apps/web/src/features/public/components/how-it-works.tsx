import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpenCheck, LineChart, Search } from 'lucide-react';
import { IconTile } from '../../../components/ui/icon-tile';
import { LandingSection } from '../../../components/ui/landing-section';

const steps = [
  {
    title: msg`Find expert teachers`,
    text: msg`Search by subject, expertise or name, read each teacher’s profile and see the courses they teach.`,
    icon: Search,
  },
  {
    title: msg`Enrol in courses`,
    text: msg`Join the courses that fit your goals, then attend their live classes from any device.`,
    icon: BookOpenCheck,
  },
  {
    title: msg`Track your progress`,
    text: msg`Follow your attendance and your progress through each course as you learn.`,
    icon: LineChart,
  },
] as const;

export function HowItWorks() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="how-it-works"
      title={t`How it Works`}
      intro={t`Three steps from curious to confident.`}
      background="white"
    >
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map(({ title, text, icon: Icon }, index) => {
          const step = index + 1;
          return (
            <li key={title.id} className="rounded-xl border border-slate-200 p-6">
              <IconTile icon={Icon} size="lg" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="text-indigo-700">
                  <Trans>Step {step}:</Trans>{' '}
                </span>
                {t(title)}
              </h3>
              <p className="mt-2 text-slate-700">{t(text)}</p>
            </li>
          );
        })}
      </ol>
    </LandingSection>
  );
}
