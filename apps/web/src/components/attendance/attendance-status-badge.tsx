import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AttendanceStatus } from '@tutorium/contract/attendance';
import { textsInActiveLanguage } from '../../lib/texts-in-active-language';
import { Badge, type BadgeTone } from '../ui/badge';

const statusLabels: Readonly<Record<AttendanceStatus, MessageDescriptor>> = {
  present: msg`Present`,
  absent: msg`Absent`,
  late: msg`Late`,
  excused: msg`Excused`,
};

/** Each status's word in the reader's language, for a screen that needs it as text (a chart's legend). */
export const attendanceStatusLabels = textsInActiveLanguage(statusLabels);

const statusTones: Readonly<Record<AttendanceStatus, BadgeTone>> = {
  present: 'green',
  absent: 'red',
  late: 'yellow',
  excused: 'indigo',
};

/** An attendance record's status, as registers, the student's records and the dashboard show it. */
export function AttendanceStatusBadge({ status }: { status: AttendanceStatus }) {
  const { t } = useLingui();
  return <Badge tone={statusTones[status]}>{t(statusLabels[status])}</Badge>;
}
