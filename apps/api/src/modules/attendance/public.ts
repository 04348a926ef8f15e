export { presentCount, recordCount, sameEnrolment, sinceEnrolment } from './counting';
export { studentAttendance } from './service';
