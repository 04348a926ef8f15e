import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { formatTimeOfDay } from '../../../lib/format';
import { href } from '../../../lib/href';
import { company } from '../components/company';
import { ContactForm } from '../components/contact-form';
import { type FaqItem, FaqList } from '../components/faq-list';
import { IconDetail } from '../components/icon-detail';
import { LocationMap } from '../components/location-map';
import { PageBody } from '../components/page-body';

const questions: readonly FaqItem[] = [
  {
    question: msg`How do I enrol in a course?`,
    answer: (
      <p>
        <Trans>
          Browse the <TextLink to={href('site.courses')}>course catalogue</TextLink>, choose Enrol on the course you
          want and sign in (or create a free student account). The course then appears under My Courses.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`What is your refund policy?`,
    answer: (
      <p>
        <Trans>
          Paid courses come with a 7-day money-back guarantee: if a course is not right for you, write to us within 7
          days of enrolling and we refund you in full.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How long does it take to hear back about a teacher application?`,
    answer: (
      <p>
        <Trans>
          We review every application by hand and reply within 5–7 business days. You can{' '}
          <TextLink to={href('site.teacherRegister')}>register as a teacher</TextLink> today and complete your profile
          while you wait.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Can I join live classes from my phone?`,
    answer: (
      <p>
        <Trans>
          Yes. Tutorium works in any modern browser on a phone, tablet or computer. Open Live Classes in the Student
          Portal and choose Join when the class starts.
        </Trans>
      </p>
    ),
  },
];

export function ContactPage() {
  const { t } = useLingui();
  const opens = formatTimeOfDay(company.hours.opens);
  const closes = formatTimeOfDay(company.hours.closes);
  return (
    <>
      <PageHeader
        variant="intro"
        title={t`Contact Us`}
        description={t`Questions about a course, your account or teaching on Tutorium? Send us a message and we will reply by email.`}
      />
      <PageBody>
        <div className="grid gap-8 lg:grid-cols-5">
          <Card className="p-6 sm:p-8 lg:col-span-3">
            <ContactForm />
          </Card>
          <div className="space-y-6 lg:col-span-2">
            <Card className="p-6">
              <h2 className="text-lg font-semibold text-slate-900">
                <Trans>Contact information</Trans>
              </h2>
              <dl className="mt-4 space-y-4">
                <IconDetail tile icon={<MapPin className="size-4" aria-hidden="true" />} label={t`Address`}>
                  {company.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </IconDetail>
                <IconDetail tile icon={<Mail className="size-4" aria-hidden="true" />} label={t`Email`}>
                  {company.email}
                </IconDetail>
                <IconDetail tile icon={<Phone className="size-4" aria-hidden="true" />} label={t`Phone`}>
                  {company.phone}
                </IconDetail>
                <IconDetail tile icon={<Clock className="size-4" aria-hidden="true" />} label={t`Office hours`}>
                  {t`Monday to Friday, ${opens} – ${closes} (Pacific Time)`}
                </IconDetail>
              </dl>
            </Card>
            <section aria-labelledby="find-us">
              <h2 id="find-us" className="mb-3 text-lg font-semibold text-slate-900">
                <Trans>Find us</Trans>
              </h2>
              <LocationMap />
            </section>
          </div>
        </div>

        <section aria-labelledby="contact-faq" className="mt-14 max-w-4xl">
          <h2 id="contact-faq" className="mb-4 text-2xl font-bold text-slate-900">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <FaqList items={questions} />
          <p className="mt-4 text-sm text-slate-700">
            <Trans>
              More answers are in the <TextLink to={href('site.help')}>Help Centre</TextLink>.
            </Trans>
          </p>
        </section>
      </PageBody>
    </>
  );
}
