import { useLingui } from '@lingui/react/macro';
import type { VerifyResetCodeBody } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { contractText } from '../../../lib/contract-text';
import { href } from '../../../lib/href';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { VerifyCodeForm } from '../components/verify-code-form';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const [verifiedCode, setVerifiedCode] = useState<VerifyResetCodeBody | null>(null);

  return (
    <AuthCard
      title={t`Reset Password`}
      description={t`Enter the verification code we emailed you, then choose a new password.`}
      footer={
        <>
          <p>
            <TextLink to={href('site.forgotPassword')}>{t`Need a new verification code?`}</TextLink>
          </p>
          <p>
            <TextLink to={href('site.studentSignIn')}>{t`Back to Sign In`}</TextLink>
          </p>
        </>
      }
    >
      <div className="space-y-6">
        <VerifyCodeForm
          initialEmail={searchParams.get('email') ?? ''}
          verified={verifiedCode !== null}
          onVerified={setVerifiedCode}
          onCodeResent={() => setVerifiedCode(null)}
        />
        {verifiedCode === null ? (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
            {contractText(messages.reset.verifyFirst)}
          </p>
        ) : (
          <div className="border-t border-slate-100 pt-6">
            <NewPasswordForm code={verifiedCode} onCodeRejected={() => setVerifiedCode(null)} />
          </div>
        )}
      </div>
    </AuthCard>
  );
}
