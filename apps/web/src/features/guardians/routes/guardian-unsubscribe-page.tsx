import { Trans, useLingui } from '@lingui/react/macro';
import { guardianAlertEndpoints } from '@tutorium/contract/endpoints/guardians';
import type { GuardianAlertKind } from '@tutorium/contract/guardians';
import { MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SuccessNote } from '../../../components/ui/success-note';
import { TextLink } from '../../../components/ui/text-link';
import { messageOf } from '../../../lib/api-client';
import { failureCodeOf } from '../../../lib/failure-code';
import { href } from '../../../lib/href';
import { withRedirect } from '../../../lib/redirect';
import { useUnsubscribe } from '../api/use-invitation';
import { GuardianCard } from '../components/guardian-card';

/** The guardian's settings, through the guardian sign-in, where every kind of email is chosen. */
const preferencesLink = () => withRedirect(href('site.guardianSignIn'), href('guardian.settings'));

function StoppedNote({ kind }: { kind: GuardianAlertKind }) {
  const { t } = useLingui();
  const stopped: Readonly<Record<GuardianAlertKind, string>> = {
    absences: t`You will no longer receive absence emails.`,
    at_risk: t`You will no longer receive at-risk alerts.`,
    weekly_summary: t`You will no longer receive the weekly summary.`,
  };
  return (
    <div className="space-y-3">
      <SuccessNote role="status" message={stopped[kind]} />
      <p className="text-sm text-slate-700">
        <Trans>
          Changed your mind? <TextLink to={preferencesLink()}>Sign in</TextLink> to choose which emails you receive.
        </Trans>
      </p>
    </div>
  );
}

function LinkNotValid() {
  const { t } = useLingui();
  return (
    <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 className="text-base font-semibold">{t`This unsubscribe link is not valid`}</h2>
      <p>
        <Trans>
          It may have been cut short: open it again from the email, or{' '}
          <TextLink to={preferencesLink()}>sign in</TextLink> to choose which emails you receive in your settings.
        </Trans>
      </p>
    </div>
  );
}

/**
 * Where a guardian email's unsubscribe link lands. Nothing changes until the button is pressed: mail
 * scanners open the links in an email, and must not turn anyone's emails off.
 */
export function GuardianUnsubscribePage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const code = unsubscribe.isError ? failureCodeOf(guardianAlertEndpoints.unsubscribe, unsubscribe.error) : null;

  const renderBody = () => {
    if (unsubscribe.isSuccess) return <StoppedNote kind={unsubscribe.data.data.kind} />;
    if (token === '' || code === 'invalid_unsubscribe_link' || code === 'validation_failed') return <LinkNotValid />;
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <Trans>
            Stop receiving this kind of email about your children from Tutorium? You can turn it on again in your
            settings at any time.
          </Trans>
        </p>
        {unsubscribe.isError && (
          <FormAlert message={messageOf(unsubscribe.error, guardianAlertEndpoints.unsubscribe.fallbackMessage)} />
        )}
        <Button fullWidth icon={MailX} loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {t`Stop these emails`}
        </Button>
      </div>
    );
  };

  return <GuardianCard title={t`Guardian emails`}>{renderBody()}</GuardianCard>;
}
