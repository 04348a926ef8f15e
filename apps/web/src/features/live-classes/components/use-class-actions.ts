import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { type LiveClass, liveClassMessages } from '@tutorium/contract/live-classes';
import toast from 'react-hot-toast';
import { reportFormError } from '../../../lib/form-errors';
import { useDownloadClassCalendar } from '../api/use-download-class-calendar';
import { useJoinLiveClass } from '../api/use-join-live-class';

export interface ClassActions {
  /** Asks the server to join (a student's check-in), then opens the meeting link in a new tab. */
  join: (liveClass: LiveClass) => void;
  /** Downloads the class as an .ics file for the user's calendar. */
  addToCalendar: (liveClass: LiveClass) => void;
  /** The class being joined, for a spinner on its button. */
  joiningId: string | null;
  /** The class whose calendar file is being fetched. */
  downloadingId: string | null;
}

export function useClassActions(): ClassActions {
  const joining = useJoinLiveClass();
  const download = useDownloadClassCalendar();

  const join = (liveClass: LiveClass) =>
    joining.mutate(liveClass.id, {
      onSuccess: ({ data, message }) => {
        window.open(data.meetingLink, '_blank', 'noopener');
        toast.success(message || liveClassMessages.joined);
      },
      onError: (error) => reportFormError(error, liveClassEndpoints.join.fallbackMessage),
    });

  const addToCalendar = (liveClass: LiveClass) =>
    download.mutate(liveClass, {
      onError: (error) => reportFormError(error, liveClassEndpoints.calendarFile.fallbackMessage),
    });

  return {
    join,
    addToCalendar,
    joiningId: joining.isPending ? (joining.variables ?? null) : null,
    downloadingId: download.isPending ? (download.variables?.id ?? null) : null,
  };
}
