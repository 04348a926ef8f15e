import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { sessionEndpoints } from '@tutorium/contract/endpoints/sessions';
import type { SignInSession, TrustedDevice } from '@tutorium/contract/sessions';
import { KeyRound, LogOut, Monitor } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { QueryView } from '../../../components/list-screen/query-view';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useEndSession, useRevokeDevice, useSignIns, useSignOutOthers } from '../api/use-sign-ins';
import { SettingsSection } from './settings-section';

type Origin = Pick<SignInSession, 'browser' | 'os' | 'place'>;

/** "Chrome 131 on macOS", as far as the browser told. */
function browserOf({ browser, os }: Origin): string {
  if (browser && os) return i18n._(msg`${browser} on ${os}`);
  return browser || os || i18n._(msg`Unknown browser`);
}

const placeOf = ({ place }: Origin) => place || i18n._(msg`Unknown place`);

interface RowProps {
  item: SignInSession | TrustedDevice;
  seenLabel: string;
  action: { label: string; pending: boolean; run: () => void };
}

/** One session or device: what it is, where, since when; "This device" or its button. */
function SignInRow({ item, seenLabel, action }: RowProps) {
  const { t } = useLingui();
  const now = new Date();
  const lastSeen = formatDateTime(item.lastSeenAt, now);
  const first = formatDateTime(item.createdAt, now);
  const actionLabel = action.label;
  const name = `${browserOf(item)}, ${placeOf(item)}`;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {browserOf(item)} {item.current && <Badge tone="green">{t`This device`}</Badge>}
          </p>
          <p className="text-sm text-slate-600">{placeOf(item)}</p>
          <p className="text-sm text-slate-600">{t`${seenLabel} ${lastSeen} · first ${first}`}</p>
        </div>
      </div>
      {!item.current && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          loading={action.pending}
          onClick={action.run}
          aria-label={t`${actionLabel}: ${name}`}
        >
          {action.label}
        </Button>
      )}
    </li>
  );
}

/** What ends one session or device: the button's word, its write and the message when that fails unworded. */
interface EndAction {
  label: string;
  mutation: ReturnType<typeof useEndSession> | ReturnType<typeof useRevokeDevice>;
  fallbackMessage: string;
}

/** Sessions or trusted devices, each with the button that ends it. */
function SignInList({
  label,
  items,
  seenLabel,
  end: { label: actionLabel, mutation, fallbackMessage },
}: {
  label: string;
  items: readonly (SignInSession | TrustedDevice)[];
  seenLabel: string;
  end: EndAction;
}) {
  return (
    <ul className="divide-y divide-slate-100" aria-label={label}>
      {items.map((item) => (
        <SignInRow
          key={item.id}
          item={item}
          seenLabel={seenLabel}
          action={{
            label: actionLabel,
            pending: mutation.isPending && mutation.variables === item.id,
            run: () =>
              mutation.mutate(item.id, {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) => toast.error(messageOf(error, fallbackMessage)),
              }),
          }}
        />
      ))}
    </ul>
  );
}

function SignOutOthers({ others }: { others: boolean }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutOthers();
  return (
    <>
      <Button variant="secondary" icon={LogOut} disabled={!others} onClick={() => setConfirming(true)}>
        <Trans>Sign out all other sessions</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`Sign out all other sessions?`}
        description={t`Every other browser signed in to your account is signed out at once, and stops being trusted for sign-in. This one stays signed in.`}
        confirmLabel={t`Sign out others`}
        destructive
        loading={signOut.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(messageOf(error, sessionEndpoints.signOutOthers.fallbackMessage)),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  );
}

/** Settings' "Where you're signed in": each session and trusted device, ended one by one or all at once. */
export function SignedInSection() {
  const { t } = useLingui();
  const signIns = useSignIns();
  const end = useEndSession();
  const revoke = useRevokeDevice();
  return (
    <SettingsSection
      title={t`Where you’re signed in`}
      description={t`Browsers signed in to your account now, and the devices trusted for sign-in. The place is approximate, from the internet address. End anything you do not recognise, then change your password.`}
    >
      <QueryView query={signIns} loadingLabel={t`Loading where you are signed in`} loading="section">
        {({ sessions, devices }) => (
          <div className="space-y-6" id="sessions">
            <div className="space-y-2">
              <h3 className="font-semibold text-slate-900">
                <Trans>Sessions</Trans>
              </h3>
              <SignInList
                label={t`Sessions`}
                items={sessions}
                seenLabel={t`Last active`}
                end={{ label: t`End session`, mutation: end, fallbackMessage: sessionEndpoints.end.fallbackMessage }}
              />
              <SignOutOthers others={sessions.length > 1 || devices.some((device) => !device.current)} />
            </div>
            <div className="space-y-2">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <KeyRound className="size-4 text-slate-500" aria-hidden="true" />
                <Trans>Trusted devices</Trans>
              </h3>
              <p className="text-sm text-slate-600">
                <Trans>
                  A trusted device’s failed sign-ins are counted on their own, so a stranger guessing your password
                  cannot lock it out. Removing one makes its next sign-in count like a new browser’s.
                </Trans>
              </p>
              {devices.length === 0 ? (
                <p className="text-sm text-slate-600">
                  <Trans>No trusted devices: your next sign-in makes its browser one.</Trans>
                </p>
              ) : (
                <SignInList
                  label={t`Trusted devices`}
                  items={devices}
                  seenLabel={t`Last signed in`}
                  end={{
                    label: t`Remove`,
                    mutation: revoke,
                    fallbackMessage: sessionEndpoints.revokeDevice.fallbackMessage,
                  }}
                />
              )}
            </div>
          </div>
        )}
      </QueryView>
    </SettingsSection>
  );
}
