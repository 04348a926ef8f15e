import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, Compass, HeartHandshake, Target, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardClassName } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../lib/href';
import { company } from '../components/company';
import { PageBody } from '../components/page-body';

const values = [
  {
    title: msg`Teachers first`,
    text: msg`Good teaching changes lives. We give teachers simple tools for courses, attendance and live classes so they can focus on their students.`,
    icon: HeartHandshake,
  },
  {
    title: msg`Honest progress`,
    text: msg`Students see their real attendance and progress, never a flattering estimate, so they always know where they stand.`,
    icon: Target,
  },
  {
    title: msg`Open to everyone`,
    text: msg`Free courses and a free resource library sit beside paid ones, and every page works on a phone and with a keyboard or screen reader.`,
    icon: Compass,
  },
] as const;

const leaders = [
  {
    name: 'Meera Iyer',
    role: msg`Co-founder and Chief Executive Officer`,
    bio: msg`A former secondary-school mathematics teacher who started Tutorium to give every student a great teacher, wherever they live.`,
  },
  {
    name: 'Jonas Weber',
    role: msg`Co-founder and Chief Technology Officer`,
    bio: msg`Built learning tools for universities for a decade before leading the engineering team behind Tutorium.`,
  },
  {
    name: 'Grace Mensah',
    role: msg`Head of Teaching`,
    bio: msg`Welcomes every new teacher, reviews applications and runs the workshops where our teachers share what works.`,
  },
  {
    name: 'Luis Ortega',
    role: msg`Head of Student Success`,
    bio: msg`Leads the support team that answers students and parents, and turns their feedback into product changes.`,
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

/** A titled part of the page, named by its heading. */
function AboutSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AboutPage() {
  const { t } = useLingui();
  const founded = company.founded;
  return (
    <>
      <PageHeader
        variant="intro"
        title={t`About Tutorium`}
        description={t`An online learning platform that connects students with expert teachers for live courses, attendance and progress tracking.`}
      />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-3">
          <AboutSection id="our-story" title={t`Our story`} className="lg:col-span-2">
            <div className="mt-4 space-y-4 text-slate-700">
              <p>
                <Trans>
                  Tutorium began in {founded}, when schools closed their doors and classes moved online almost
                  overnight. Teachers were juggling video links, spreadsheets of attendance and long email threads, and
                  students struggled to find a teacher who taught what they needed.
                </Trans>
              </p>
              <p>
                <Trans>
                  We built one place for both: teachers publish courses, schedule live classes and mark attendance;
                  students find a teacher by subject, expertise or name, enrol, join their classes and follow their own
                  progress. What started as a tool for a handful of tutors is now a marketplace for teachers of
                  mathematics, science, programming, languages and business.
                </Trans>
              </p>
            </div>
          </AboutSection>
          <aside
            aria-label={t`Company facts`}
            className="self-start rounded-xl border border-indigo-100 bg-indigo-50 p-6 text-indigo-900"
          >
            <CalendarCheck className="size-8 text-indigo-700" aria-hidden="true" />
            <p className="mt-3 text-2xl font-bold">
              <Trans>Founded in {founded}</Trans>
            </p>
            <p className="mt-1 text-sm">
              <Trans>Headquartered in San Francisco, with teachers and students all over the world.</Trans>
            </p>
          </aside>
        </div>

        <AboutSection id="our-mission" title={t`Our mission`} className="mt-14">
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            <Trans>
              To make great teaching available to every learner, and to give every teacher the tools to run their
              classes with less paperwork and more teaching.
            </Trans>
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {values.map(({ title, text, icon: Icon }) => (
              <li key={title.id} className={`${cardClassName} p-6`}>
                <Icon className="size-7 text-indigo-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-2 text-sm text-slate-700">{t(text)}</p>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection id="leadership" title={t`Leadership team`} className="mt-14">
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {leaders.map(({ name, role, bio }) => (
              <li key={name} className={`${cardClassName} p-6 text-center`}>
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-16 items-center justify-center rounded-full bg-indigo-100 text-xl font-bold text-indigo-800"
                >
                  {initials(name)}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{name}</h3>
                <p className="text-sm font-medium text-indigo-700">{t(role)}</p>
                <p className="mt-3 text-sm text-slate-700">{t(bio)}</p>
              </li>
            ))}
          </ul>
        </AboutSection>

        <section
          aria-labelledby="join-us"
          className="mt-14 flex flex-col gap-6 rounded-2xl bg-slate-900 p-8 text-white md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="join-us" className="flex items-center gap-2 text-2xl font-bold">
              <Users className="size-6" aria-hidden="true" />
              <Trans>Learn or teach with us</Trans>
            </h2>
            <p className="mt-2 text-slate-300">
              <Trans>Meet our teachers, browse the catalogue or share your own expertise.</Trans>
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <LinkButton to={href('site.teachers')} variant="secondary">
              <Trans>Meet our teachers</Trans>
            </LinkButton>
            <LinkButton to={href('site.teacherRegister')}>
              <Trans>Become a Teacher</Trans>
            </LinkButton>
          </div>
        </section>
      </PageBody>
    </>
  );
}
