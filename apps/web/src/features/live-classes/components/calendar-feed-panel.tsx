import { Trans, useLingui } from '@lingui/react/macro';
import { calendarEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { liveClassMessages } from '@tutorium/contract/live-classes';
import { CalendarDays, Copy, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { inputClassName } from '../../../components/ui/input-styles';
import { Spinner } from '../../../components/ui/spinner';
import { reportFormError } from '../../../lib/form-errors';
import { useCalendarFeed } from '../api/use-calendar-feed';
import { useResetCalendarFeed } from '../api/use-reset-calendar-feed';

/** The private iCalendar feed of the user's classes: copy it into a calendar app, or replace it. */
export function CalendarFeedPanel() {
  const { t } = useLingui();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Calendar link copied`);
    } catch {
      inputRef.current?.select();
      toast.error(t`Could not copy the link. It is selected: copy it with your keyboard.`);
    }
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message || liveClassMessages.feedReset);
        setConfirming(false);
      },
      onError: (error) => {
        reportFormError(error, calendarEndpoints.resetFeedUrl.fallbackMessage);
        setConfirming(false);
      },
    });

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <Card className="p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <CalendarDays className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              <Trans>Add to calendar</Trans>
            </h2>
            <p id={hintId} className="mt-1 text-sm text-slate-600">
              <Trans>
                Calendar apps such as Google Calendar, Apple Calendar and Outlook can subscribe to this private link and
                keep your live classes up to date.
              </Trans>
            </p>
          </div>
        </div>

        <div className="mt-4">
          {feed.isPending ? (
            <div className="flex justify-center py-4">
              <Spinner label={t`Loading your calendar link`} />
            </div>
          ) : feed.isError ? (
            <ErrorPanel message={feed.error.message} onRetry={() => void feed.refetch()} />
          ) : (
            <div className="space-y-1.5">
              <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
                <Trans>Your calendar link</Trans>
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  ref={inputRef}
                  id={inputId}
                  type="text"
                  readOnly
                  value={feed.data}
                  aria-describedby={hintId}
                  onFocus={(event) => event.currentTarget.select()}
                  className={inputClassName(false, 'min-w-0 flex-1 font-mono text-xs sm:text-sm')}
                />
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    className="flex-1 sm:flex-none"
                    onClick={() => void copy(feed.data)}
                    icon={Copy}
                  >
                    <Trans>Copy link</Trans>
                  </Button>
                  <Button
                    variant="secondary"
                    className="flex-1 sm:flex-none"
                    onClick={() => setConfirming(true)}
                    icon={RefreshCw}
                  >
                    <Trans>Reset link</Trans>
                  </Button>
                </div>
              </div>
            </div>
          )}
        </div>
      </Card>

      <ConfirmDialog
        open={confirming}
        title={t`Reset calendar link?`}
        description={
          <p>
            <Trans>
              You get a new private link and the current one stops working at once. Calendars subscribed to the old link
              stop receiving your classes until you subscribe them to the new one.
            </Trans>
          </p>
        }
        confirmLabel={t`Reset link`}
        cancelLabel={t`Keep current link`}
        destructive
        loading={reset.isPending}
        onConfirm={confirmReset}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
