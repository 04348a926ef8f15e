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
  if (latest === undefined) return 'Checking for an earlier request…';
  if (latest === null) return 'You have not asked for a copy yet.';
  switch (latest.status) {
    case 'pending':
      return 'Your copy is being prepared. The download link will arrive by email.';
    case 'failed':
      return 'Your last copy could not be prepared. Please ask again.';
    case 'ready': {
      const until = latest.expiresAt ?? '';
      return new Date(until).getTime() > Date.now()
        ? `Your copy is ready: we emailed you the download link. It works until ${formatDateTime(until)}.`
        : `Your last download link expired on ${formatDateTime(until)}. Ask again for a fresh copy.`;
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
      <h3 className="font-semibold text-slate-900">Download my data</h3>
      <p className="text-sm text-slate-600">
        Everything Tutorium holds about you (profile, enrolments, attendance, scores, reviews, lesson progress, messages
        you sent, details of files you uploaded, sign-ins and settings) as a ZIP of JSON and CSV files. We prepare it
        and email you a link that works for {EXPORT_TTL_HOURS} hours, only while you are signed in.
      </p>
      {token !== null && (
        <div ref={linkPanelRef} className="rounded-lg border border-indigo-200 bg-indigo-50 p-4">
          <p className="text-sm font-medium text-indigo-950">You opened the download link from your email.</p>
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
            Download my data
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
        Email me a copy of my data
      </Button>
    </div>
  );
}

const consequences: Record<Role, string[]> = {
  student: [
    'Your profile, enrolments, scores, reviews, lesson progress, messages and sign-ins are deleted for good.',
    'Your teachers keep only anonymous attendance counts for their course statistics: nothing that says it was you.',
  ],
  teacher: [
    'Your profile, settings and sign-ins are deleted for good.',
    'Active and upcoming courses must be closed (marked completed or inactive) or handed over first; we will tell you which.',
    'Closed courses and the files you uploaded stay for your students and the library, kept by the administrators.',
  ],
  admin: [],
};

function DeleteMyAccount({ role }: { role: Role }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Delete my account</h3>
      {role === 'admin' ? (
        <p className="text-sm text-slate-600">
          An administrator’s account is deleted by another administrator, from Users.
        </p>
      ) : (
        <>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
            {consequences[role].map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>This cannot be undone. Download your data first if you want a copy.</li>
          </ul>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete my account
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
            Your data
          </h2>
          <p className="mt-1 text-sm text-slate-600">Take a copy of what Tutorium holds about you, or delete it.</p>
        </div>
        <DownloadMyData />
        <hr className="border-slate-200" />
        <DeleteMyAccount role={role} />
      </section>
    </Card>
  );
}
