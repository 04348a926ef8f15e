import { Trans } from '@lingui/react/macro';
import type { RosterEntry } from '@tutorium/contract/attendance';
import { Video } from 'lucide-react';
import { formatClockTime } from '../../../lib/format';

/** A student's name and email, and when they joined the day's live class through Tutorium. */
export function StudentCell({ entry }: { entry: RosterEntry }) {
  const joinedAt = entry.checkIn && formatClockTime(entry.checkIn.joinedAt);
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-900">{entry.student.name}</p>
      <p className="text-xs break-all text-slate-600">{entry.student.email}</p>
      {entry.checkIn && (
        <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-indigo-700">
          <Video className="size-3.5" aria-hidden="true" />
          <Trans>joined {joinedAt}</Trans>
        </p>
      )}
    </div>
  );
}
