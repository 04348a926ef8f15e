import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES } from '@tutorium/contract/limits';
import { GraduationCap, LifeBuoy, Presentation } from 'lucide-react';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { type FaqItem, FaqList } from '../components/faq-list';
import { PageBody } from '../components/page-body';

const studentQuestions: readonly FaqItem[] = [
  {
    question: msg`How do I sign up as a student?`,
    answer: (
      <p>
        <Trans>
          Open <TextLink to={href('site.studentRegister')}>Student Registration</TextLink>, enter your name, email
          address and a password of at least {PASSWORD_MIN_LENGTH} characters (a phone number is optional), then sign in
          with the same email and password.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do I enrol in a course?`,
    answer: (
      <>
        <p>
          <Trans>
            Find a course in the <TextLink to={href('site.courses')}>course catalogue</TextLink> or under Explore
            Courses in the Student Portal and choose Enrol. If you are not signed in yet, you sign in first and come
            back to the course.
          </Trans>
        </p>
        <p>
          <Trans>
            Each course has a limited number of seats. When a course is full you are told so, and you cannot enrol twice
            in the same course. You can leave a course from My Courses with Unenrol.
          </Trans>
        </p>
      </>
    ),
  },
  {
    question: msg`How do I join a live class?`,
    answer: (
      <p>
        <Trans>
          Open Live Classes in the Student Portal. It lists the classes of the courses you are enrolled in, with times
          in your own time zone. The Join button opens the class’s meeting link while the class is live; once it is over
          the class shows as ended.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Where do I see my attendance?`,
    answer: (
      <p>
        <Trans>
          Your teacher marks each class as present, absent, late or excused. The Attendance page of the Student Portal
          shows every record and your attendance percentage for each course: green at 80% or more, yellow from 60% to
          79%, and red below 60%.
        </Trans>
      </p>
    ),
  },
];

const teacherQuestions: readonly FaqItem[] = [
  {
    question: msg`How do I become a teacher on Tutorium?`,
    answer: (
      <p>
        <Trans>
          Register at <TextLink to={href('site.teacherRegister')}>Teacher Registration</TextLink> with your name, email
          address and primary subject or specialization, then sign in to the Teacher Portal. Complete your profile (bio,
          subjects, experience, education and languages): it is what students see in the{' '}
          <TextLink to={href('site.teachers')}>teacher directory</TextLink>.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do I publish a course and schedule live classes?`,
    answer: (
      <p>
        <Trans>
          In the Teacher Portal, choose Create New Course and fill in the title, category, level, schedule, dates, seats
          and price (0 makes it free). Active and upcoming courses appear in the public catalogue. Schedule live classes
          for a course under Live Classes with a start time, a duration and a meeting link.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do I take attendance?`,
    answer: (
      <p>
        <Trans>
          Open Attendance, pick the course and the date, choose Mark Attendance, set each student’s status (and remarks
          if needed) and choose Save Attendance. Saving again for the same day updates the records rather than adding
          new ones.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do I share files with students?`,
    answer: (
      <p>
        <Trans>
          Under Resources in the Teacher Portal you can upload PDFs, MP4 or WebM videos, EPUB eBooks and Word (DOCX)
          documents. They appear in the free <TextLink to={href('site.resources')}>resource library</TextLink>, where
          anyone can download them or watch the videos.
        </Trans>
      </p>
    ),
  },
];

const accountQuestions: readonly FaqItem[] = [
  {
    question: msg`I forgot my password. How do I reset it?`,
    answer: (
      <p>
        <Trans>
          Choose Forgot password on the sign-in page and enter your email address. We email you a {RESET_CODE_LENGTH}
          -digit code that is valid for {RESET_CODE_TTL_MINUTES} minutes. Enter and verify the code, then choose a new
          password. Resetting your password signs you out everywhere else.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do I contact support?`,
    answer: (
      <p>
        <Trans>
          Send us a message from the <TextLink to={href('site.contact')}>Contact page</TextLink>. Our team reads every
          message and replies to the email address you give.
        </Trans>
      </p>
    ),
  },
];

const groups = [
  { id: 'help-students', title: msg`For students`, icon: GraduationCap, items: studentQuestions },
  { id: 'help-teachers', title: msg`For teachers`, icon: Presentation, items: teacherQuestions },
  { id: 'help-account', title: msg`Your account and support`, icon: LifeBuoy, items: accountQuestions },
] as const;

export function HelpPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        variant="intro"
        title={t`Help Centre`}
        description={t`Answers to the questions students and teachers ask us most. Can’t find yours? Send us a message.`}
      />
      <PageBody narrow>
        <div className="space-y-12">
          {groups.map(({ id, title, icon: Icon, items }) => (
            <section key={id} aria-labelledby={id}>
              <h2 id={id} className="mb-4 flex items-center gap-2 text-2xl font-bold text-slate-900">
                <Icon className="size-6 text-indigo-700" aria-hidden="true" />
                {t(title)}
              </h2>
              <FaqList items={items} />
            </section>
          ))}
          <section
            aria-labelledby="still-need-help"
            className="rounded-2xl border border-indigo-100 bg-indigo-50 p-6 text-center sm:p-8"
          >
            <h2 id="still-need-help" className="text-xl font-bold text-slate-900">
              <Trans>Still need help?</Trans>
            </h2>
            <p className="mt-2 text-slate-700">
              <Trans>Tell us what you need and we will get back to you by email.</Trans>
            </p>
            <LinkButton to={href('site.contact')} className="mt-5">
              <Trans>Contact Us</Trans>
            </LinkButton>
          </section>
        </div>
      </PageBody>
    </>
  );
}
