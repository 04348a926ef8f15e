import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { REDIRECT_PARAM, withRedirect } from '../../../lib/redirect';
import { AuthCard } from './auth-card';

interface PortalAuthCardProps {
  title: string;
  description: string;
  /**
   * The question and the link to the portal's other screen (sign in from registration, and back), or,
   * for a portal one cannot register for, how an account is made instead.
   */
  other: { question: string; label: string; path: string } | { note: string };
  /** A link above the other screen's, such as "Forgot password?". */
  firstLink?: ReactNode;
  children: ReactNode;
}

/**
 * A portal's sign-in or registration card. Its links to the other screen and to the user-type
 * choice keep the address to return to after signing in.
 */
export function PortalAuthCard({ title, description, other, firstLink, children }: PortalAuthCardProps) {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);

  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        <>
          {firstLink && <p>{firstLink}</p>}
          {'note' in other ? (
            <p className="text-slate-700">{other.note}</p>
          ) : (
            <p className="text-slate-700">
              {other.question} <TextLink to={withRedirect(other.path, redirect)}>{other.label}</TextLink>
            </p>
          )}
          <p>
            <TextLink to={withRedirect(href('site.chooseUser'), redirect)}>
              <Trans>Choose a different user type</Trans>
            </TextLink>
          </p>
        </>
      }
    >
      {children}
    </AuthCard>
  );
}
