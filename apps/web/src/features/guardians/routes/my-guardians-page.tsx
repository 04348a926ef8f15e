import { Trans, useLingui } from '@lingui/react/macro';
import { guardianLinkEndpoints } from '@tutorium/contract/endpoints/guardians';
import { ADULT_AGE_YEARS, GUARDIAN_INVITATION_TTL_DAYS } from '@tutorium/contract/guardians';
import { HeartHandshake, Info } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { GuardianInviteForm } from '../../../components/people/guardian-invite-form';
import { GuardianLinkList } from '../../../components/people/guardian-link-list';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { href } from '../../../lib/href';
import { useInviteMyGuardian } from '../api/use-guardian-links';

/** One card of the page, named by its heading. */
function Section({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/**
 * Who decides about links, by the student's age (docs/product.md, "Guardians"): an adult (18 or over
 * by the date of birth on their profile) approves links others make and may end any; for a younger
 * student, or one whose profile has no date of birth, ending is for their guardian or an admin.
 */
function WhoDecides({ adult }: { adult: boolean }) {
  const age = ADULT_AGE_YEARS;
  return (
    <p className="mt-2 flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>
        {adult ? (
          <Trans>
            As you are {age} or over, a guardian your teacher or an administrator adds needs your approval, and you can
            end any link.
          </Trans>
        ) : (
          <Trans>
            Ending a link is for your guardian or an administrator; you can withdraw an invitation you sent until it is
            accepted. Students {age} or over approve and end links themselves: add your date of birth on{' '}
            <TextLink to={href('student.profile')}>your profile</TextLink>.
          </Trans>
        )}
      </span>
    </p>
  );
}

/** The student's guardians: the links with their states and buttons, and the invitation form. */
export function MyGuardiansPage() {
  const { t } = useLingui();
  const links = useEndpointQuery(guardianLinkEndpoints.myGuardians, { pick: ({ data }) => data });
  const invite = useInviteMyGuardian();
  const days = GUARDIAN_INVITATION_TTL_DAYS;
  const listHeading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <PageHeader
        title={t`My guardians`}
        description={t`Parents or guardians who follow your attendance, classes, homework and grades in Tutorium (they cannot change anything), and receive an email when you are marked absent.`}
      />
      <div className="space-y-6">
        <Section title={t`Your guardians`} headingRef={listHeading}>
          <QueryView
            query={links}
            loadingLabel={t`Loading your guardians`}
            loading="section"
            stateClassName="mt-4"
            header={({ adult }) => <WhoDecides adult={adult} />}
            isEmpty={({ links }) => links.length === 0}
            empty={
              <EmptyState
                icon={HeartHandshake}
                title={t`No guardians yet`}
                description={t`Invite a parent or guardian below: they receive an email with a link to accept.`}
              />
            }
          >
            {({ links }) => (
              <div className="mt-2">
                <GuardianLinkList links={links} viewer="student" focusAfter={listHeading} />
              </div>
            )}
          </QueryView>
        </Section>
        <Section title={t`Invite a guardian`}>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            <Trans>
              They receive an email with a link to accept, valid for {days} days. Someone new to Tutorium makes an
              account there.
            </Trans>
          </p>
          <GuardianInviteForm invite={invite} />
        </Section>
      </div>
    </>
  );
}
