import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AttendanceStatus } from '@tutorium/contract/attendance';

/** Each attendance status as the register's choices and tally name it. */
export const statusLabels: Readonly<Record<AttendanceStatus, MessageDescriptor>> = {
  present: msg`Present`,
  absent: msg`Absent`,
  late: msg`Late`,
  excused: msg`Excused`,
};
