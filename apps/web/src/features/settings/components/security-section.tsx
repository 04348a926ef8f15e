import { Trans, useLingui } from '@lingui/react/macro';
import { twoStepEndpoints } from '@tutorium/contract/endpoints/two-step';
import type { Role } from '@tutorium/contract/roles';
import { RECOVERY_CODE_COUNT, type SecurityOverview } from '@tutorium/contract/two-step';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { QueryView } from '../../../components/list-screen/query-view';
import { Button } from '../../../components/ui/button';
import { reportFormError } from '../../../lib/form-errors';
import { useRegenerateRecoveryCodes, useSaveStaffRule, useSecurityOverview, useStaffRule } from '../api/use-security';
import { SectionQueryView } from './section-query-view';
import { ConfirmWithPassword } from './security-confirm-with-password';
import { type FactorAdded, SecurityPanel } from './security-panel';
import { PasskeysPanel } from './security-passkeys-panel';
import { RecoveryCodesReveal } from './security-recovery-codes-reveal';
import { TotpPanel } from './security-totp-panel';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';

const SECURITY_SECTION_ID = 'sign-in-security';

/** Settings' "Sign-in & security": authenticator app, recovery codes, passkeys, and (admins) the staff rule. */
export function SecuritySection({ role }: { role: Role }) {
  const { t } = useLingui();
  const overview = useSecurityOverview();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const sectionRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = overview.isSuccess;
  // Sent here to set up two-step sign-in (/admin/settings#sign-in-security): bring the section into view.
  useEffect(() => {
    if (loaded && hash === `#${SECURITY_SECTION_ID}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const onFactorAdded = ({ message, recoveryCodes }: FactorAdded) => {
    toast.success(message);
    if (recoveryCodes) setNewCodes(recoveryCodes);
  };

  const renderBody = (data: SecurityOverview) => {
    const hasFactor = data.totp !== null || data.passkeys.length > 0;
    return (
      <>
        {data.setupRequired && (
          <div
            role="alert"
            className="mb-4 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            <Trans>
              Your administrator requires two-step sign-in for teachers and admins. Set up an authenticator app or add a
              passkey to continue using Tutorium.
            </Trans>
          </div>
        )}
        <div className="divide-y divide-slate-100">
          <TotpPanel totp={data.totp} onAdded={onFactorAdded} />
          <PasskeysPanel passkeys={data.passkeys} onAdded={onFactorAdded} />
          <RecoveryCodesPanel overview={data} hasFactor={hasFactor} newCodes={newCodes} setNewCodes={setNewCodes} />
          {/* An admin who must set up two-step sign-in first cannot read or change the rule until then. */}
          {role === 'admin' && !data.setupRequired && <StaffRule />}
        </div>
      </>
    );
  };

  return (
    <div id={SECURITY_SECTION_ID} ref={sectionRef} className="scroll-mt-20">
      <SettingsSection
        title={t`Sign-in & security`}
        description={t`Two-step sign-in asks for a second proof after your password: a code from an app, or a passkey.`}
      >
        <SectionQueryView query={overview} loadingLabel={t`Loading your sign-in settings`}>
          {renderBody}
        </SectionQueryView>
      </SettingsSection>
    </div>
  );
}

function RecoveryCodesPanel({
  overview,
  hasFactor,
  newCodes,
  setNewCodes,
}: {
  overview: SecurityOverview;
  hasFactor: boolean;
  newCodes: string[] | null;
  setNewCodes: (codes: string[] | null) => void;
}) {
  const { t } = useLingui();
  const regenerate = useRegenerateRecoveryCodes();
  const left = overview.recoveryCodesLeft;
  const [confirming, setConfirming] = useState(false);
  return (
    <SecurityPanel
      title={t`Recovery codes`}
      description={
        hasFactor
          ? t`${left} of ${RECOVERY_CODE_COUNT} left. Each signs you in once if you lose your app or passkey.`
          : t`You get recovery codes when you set up an authenticator app or a passkey.`
      }
      actions={
        hasFactor &&
        !confirming &&
        newCodes === null && (
          <Button type="button" variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            <Trans>Make new codes</Trans>
          </Button>
        )
      }
    >
      {confirming && (
        <ConfirmWithPassword
          actionLabel={t`Make new codes`}
          mutation={regenerate}
          onSuccess={({ message, recoveryCodes }) => {
            toast.success(message);
            setConfirming(false);
            setNewCodes(recoveryCodes);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      {newCodes && <RecoveryCodesReveal codes={newCodes} onDone={() => setNewCodes(null)} />}
    </SecurityPanel>
  );
}

function StaffRule() {
  const { t } = useLingui();
  const rule = useStaffRule(true);
  const save = useSaveStaffRule();
  return (
    <QueryView query={rule} loadingLabel={t`Loading the sign-in rule`} loading="inline">
      {(saved) => {
        const shown = save.isPending ? save.variables : saved;
        return (
          <div className="pt-4">
            <SettingSwitch
              label={t`Require two-step sign-in for teachers and admins`}
              description={t`Teachers and admins without an authenticator app or passkey must set one up before they can do anything else.`}
              checked={shown.requireTwoStepForStaff}
              disabled={save.isPending}
              onChange={(requireTwoStepForStaff) =>
                save.mutate(
                  { requireTwoStepForStaff },
                  {
                    onSuccess: () => toast.success(t`Sign-in rule saved`),
                    onError: (error) => reportFormError(error, twoStepEndpoints.updateSecuritySettings.fallbackMessage),
                  },
                )
              }
            />
          </div>
        );
      }}
    </QueryView>
  );
}
