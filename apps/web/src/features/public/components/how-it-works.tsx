import { BookOpenCheck, LineChart, Search } from 'lucide-react';
import { IconTile } from '../../../components/ui/icon-tile';
import { LandingSection } from '../../../components/ui/landing-section';

const steps = [
  {
    title: 'Find expert teachers',
    text: 'Search by subject, expertise or name, read each teacher’s profile and see the courses they teach.',
    icon: Search,
  },
  {
    title: 'Enrol in courses',
    text: 'Join the courses that fit your goals, then attend their live classes from any device.',
    icon: BookOpenCheck,
  },
  {
    title: 'Track your progress',
    text: 'Follow your attendance and your progress through each course as you learn.',
    icon: LineChart,
  },
] as const;

export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      title="How it Works"
      intro="Three steps from curious to confident."
      background="white"
    >
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className="rounded-xl border border-slate-200 p-6">
            <IconTile icon={Icon} size="lg" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="text-indigo-700">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
