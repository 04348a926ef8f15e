import { useQuery } from '@tanstack/react-query';
import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import { ApiError } from '../../../lib/api-client';
import { endpointData } from '../../../lib/endpoint-query';
import { useCourseAnnouncements } from '../../../lib/use-course-announcements';
import { useCourseLessons } from '../../../lib/use-course-lessons';

const awaitsPayment = (error: Error | null): boolean => error instanceof ApiError && error.code === 'awaiting_payment';

/**
 * Whether the enrolled student's classroom waits for their first payment. The API's refusal of the
 * classroom's own reads decides it (either read may answer first), so the page never guesses from
 * the invoice what the server would allow.
 */
export function useAwaitingPayment(courseId: string): boolean {
  const lessons = useCourseLessons(courseId);
  const announcements = useCourseAnnouncements(courseId);
  return awaitsPayment(lessons.error) || awaitsPayment(announcements.error);
}

/** When the unpaid seat on this course is released, from the student's invoices; null until known. */
export function useSeatHeldUntil(courseId: string): string | null {
  const invoices = useQuery(endpointData(invoiceEndpoints.myInvoices));
  const held = invoices.data?.find(
    (invoice) =>
      invoice.course.id === courseId &&
      invoice.status === 'open' &&
      invoice.paidMinor === 0 &&
      invoice.seatHeldUntil !== null,
  );
  return held?.seatHeldUntil ?? null;
}
