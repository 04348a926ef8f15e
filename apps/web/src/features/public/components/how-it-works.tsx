import { BookOpenCheck, LineChart, Search } from 'lucide-react';

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
    <section aria-labelledby="how-it-works" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <h2 id="how-it-works" className="text-center text-3xl font-bold text-slate-900">
          How it Works
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">Three steps from curious to confident.</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <span className="flex size-11 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="text-indigo-700">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
