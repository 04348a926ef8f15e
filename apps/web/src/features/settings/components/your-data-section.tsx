import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { privacyEndpoints } from '@tutorium/contract/endpoints/privacy';
import { type DataExport, EXPORT_TTL_HOURS } from '@tutorium/contract/privacy';
import type { Role } from '@tutorium/contract/roles';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDownloadExport, useLatestExport, useRequestExport } from '../api/use-data-export';
import { DeleteAccountDialog } from './delete-account-dialog';

function exportState(latest: DataExport | null | undefined): string {
  if (latest === undefined) return i18n._(msg`Checking for an earlier request…`);
  if (latest === null) return i18n._(msg`You have not asked for a copy yet.`);
  switch (latest.status) {
    case 'pending':
      return i18n._(msg`Your copy is being prepared. The download link will arrive by email.`);
    case 'failed':
      return i18n._(msg`Your last copy could not be prepared. Please ask again.`);
    case 'ready': {
      const until = latest.expiresAt ?? '';
      const when = formatDateTime(until);
      return new Date(until).getTime() > Date.now()
        ? i18n._(msg`Your copy is ready: we emailed you the download link. It works until ${when}.`)
        : i18n._(msg`Your last download link expired on ${when}. Ask again for a fresh copy.`);
    }
  }
}

function DownloadMyData() {
  const latest = useLatestExport();
  const request = useRequestExport();
  const download = useDownloadExport();
  const [params] = useSearchParams();
  const token = params.get('export');
  const linkPanelRef = useRef<HTMLDivElement>(null);

  // The emailed link lands here: bring its download button into view.
  useEffect(() => {
    if (token !== null) linkPanelRef.current?.scrollIntoView({ block: 'center' });
  }, [token]);

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(messageOf(error, privacyEndpoints.requestExport.fallbackMessage)),
    });

  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">
        <Trans>Download my data</Trans>
      </h3>
      <p className="text-sm text-slate-600">
        <Trans>
          Everything Tutorium holds about you (profile, enrolments, attendance, scores, reviews, lesson progress,
          messages you sent, details of files you uploaded, sign-ins and settings) as a ZIP of JSON and CSV files. We
          prepare it and email you a link that works for {EXPORT_TTL_HOURS} hours, only while you are signed in.
        </Trans>
      </p>
      {token !== null && (
        <div ref={linkPanelRef} className="rounded-lg border border-indigo-200 bg-indigo-50 p-4">
          <p className="text-sm font-medium text-indigo-950">
            <Trans>You opened the download link from your email.</Trans>
          </p>
          <Button
            className="mt-3"
            loading={download.isPending}
            onClick={() =>
              download.mutate(token, {
                onError: (error) => toast.error(messageOf(error, privacyEndpoints.downloadExport.fallbackMessage)),
              })
            }
            icon={Download}
          >
            <Trans>Download my data</Trans>
          </Button>
        </div>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {latest.isError ? latest.error.message : exportState(latest.data)}
      </p>
      <Button
        variant="secondary"
        loading={request.isPending}
        disabled={latest.data?.status === 'pending'}
        onClick={ask}
      >
        <Trans>Email me a copy of my data</Trans>
      </Button>
    </div>
  );
}

const consequences: Record<Role, MessageDescriptor[]> = {
  student: [
    msg`Your profile, enrolments, scores, reviews, lesson progress, messages and sign-ins are deleted for good.`,
    msg`Your teachers keep only anonymous attendance counts for their course statistics: nothing that says it was you.`,
  ],
  teacher: [
    msg`Your profile, settings and sign-ins are deleted for good.`,
    msg`Active and upcoming courses must be closed (marked completed or inactive) or handed over first; we will tell you which.`,
    msg`Closed courses and the files you uploaded stay for your students and the library, kept by the administrators.`,
  ],
  admin: [],
  guardian: [
    msg`Your profile, your links to your children, your email choices and sign-ins are deleted for good.`,
    msg`Your children's accounts and records stay as they are.`,
  ],
};

function DeleteMyAccount({ role }: { role: Role }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">
        <Trans>Delete my account</Trans>
      </h3>
      {role === 'admin' ? (
        <p className="text-sm text-slate-600">
          <Trans>An administrator’s account is deleted by another administrator, from Users.</Trans>
        </p>
      ) : (
        <>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
            {consequences[role].map((line) => (
              <li key={line.id}>{t(line)}</li>
            ))}
            <li>
              <Trans>This cannot be undone. Download your data first if you want a copy.</Trans>
            </li>
          </ul>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trans>Delete my account</Trans>
          </Button>
          <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
        </>
      )}
    </div>
  );
}

/** Settings' "Your data": take a copy of everything, or delete the account. */
export function YourDataSection({ role }: { role: Role }) {
  return (
    <Card className="scroll-mt-20 p-6" id="your-data">
      <section aria-labelledby="your-data-heading" className="space-y-6">
        <div>
          <h2 id="your-data-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Your data</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Take a copy of what Tutorium holds about you, or delete it.</Trans>
          </p>
        </div>
        <DownloadMyData />
        <hr className="border-slate-200" />
        <DeleteMyAccount role={role} />
      </section>
    </Card>
  );
}
