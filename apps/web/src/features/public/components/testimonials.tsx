import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import { LandingSection } from '../../../components/ui/landing-section';

/** What people said about Tutorium, shown as their own words (not as figures). */
const testimonials = [
  {
    quote: msg`I was stuck on calculus for a whole term. Two months of live classes with my teacher and I finally understand derivatives instead of memorising them.`,
    name: 'Aisha K.',
    role: msg`Student, Mathematics`,
  },
  {
    quote: msg`Seeing my attendance and progress in one place keeps me honest. I have not missed a Spanish class since I joined.`,
    name: 'Marco L.',
    role: msg`Student, Languages`,
  },
  {
    quote: msg`Tutorium handles enrolment, attendance and scheduling, so I can spend my evenings teaching programming rather than chasing spreadsheets.`,
    name: 'Rahul M.',
    role: msg`Teacher, Programming`,
  },
] as const;

export function Testimonials() {
  const { t } = useLingui();
  return (
    <LandingSection id="testimonials" title={t`What our community says`} background="slate">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map(({ quote, name, role }) => (
          <li key={name}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote className="size-8 text-indigo-300" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 text-slate-800">
                <p>“{t(quote)}”</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-slate-100 pt-4">
                <span className="block font-semibold text-slate-900">{name}</span>
                <span className="block text-sm text-slate-600">{t(role)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
