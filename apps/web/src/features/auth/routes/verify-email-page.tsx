import { Trans, useLingui } from '@lingui/react/macro';
import { emailVerificationMessages } from '@tutorium/contract/email-verification';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SuccessNote } from '../../../components/ui/success-note';
import { TextLink } from '../../../components/ui/text-link';
import { messageOf } from '../../../lib/api-client';
import { contractText } from '../../../lib/contract-text';
import { useConfirmEmailLink } from '../../../lib/email-verification';
import { dashboardPathFor, href } from '../../../lib/href';
import { useCurrentUser } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';

/**
 * Where the confirmation email's link lands. It asks for a click rather than confirming on load, so a
 * mail scanner that opens links cannot confirm an address for someone who registered it falsely.
 */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user } = useCurrentUser();
  const confirm = useConfirmEmailLink();
  const onward = user ? dashboardPathFor(user.accountRole) : href('site.chooseUser');

  const renderBody = () => {
    if (confirm.isSuccess) {
      return (
        <SuccessNote
          role="status"
          message={`${contractText(emailVerificationMessages.confirmed)}: ${confirm.data.data.email}`}
        />
      );
    }
    if (token === '') return <FormAlert message={emailVerificationMessages.invalidLink} />;
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <Trans>
            Confirm that you read the email this link came in, so that the address counts as yours on Tutorium.
          </Trans>
        </p>
        {confirm.isError && <FormAlert message={messageOf(confirm.error, emailVerificationMessages.confirmFailed)} />}
        <Button fullWidth loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
          <Trans>Confirm email address</Trans>
        </Button>
      </div>
    );
  };

  return (
    <AuthCard
      title={t`Confirm your email address`}
      footer={
        <p>
          <TextLink to={onward}>{user ? t`Go to your dashboard` : t`Go to sign in`}</TextLink>
        </p>
      }
    >
      {renderBody()}
    </AuthCard>
  );
}
