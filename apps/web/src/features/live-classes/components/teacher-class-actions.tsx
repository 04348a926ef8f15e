import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveClass, LiveClassState } from '@tutorium/contract/live-classes';
import { CalendarPlus, LoaderCircle, Pencil, Trash2, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { IconActionLink, iconActionClassName } from '../../../components/ui/icon-action';
import { href } from '../../../lib/href';
import type { ClassActions } from './use-class-actions';

interface TeacherClassActionsProps {
  liveClass: LiveClass;
  state: LiveClassState;
  actions: ClassActions;
  onCancel: (liveClass: LiveClass) => void;
  /** Icon buttons in the table; labelled buttons (the default) on a phone, where there is room to say what they do. */
  compact?: boolean;
}

/** Join (or "Class Ended"), Edit, Cancel and Add to calendar for one class. */
export function TeacherClassActions({
  liveClass,
  state,
  actions,
  onCancel,
  compact = false,
}: TeacherClassActionsProps) {
  const { t } = useLingui();
  const { title } = liveClass;
  const joining = actions.joiningId === liveClass.id;
  const downloading = actions.downloadingId === liveClass.id;

  return (
    <div className={`flex items-center gap-1 ${compact ? 'flex-nowrap justify-end' : 'flex-wrap'}`}>
      {state === 'ended' ? (
        <span className="inline-flex items-center px-2 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600">
          <Trans>Class Ended</Trans>
        </span>
      ) : (
        <Button
          size="sm"
          loading={joining}
          disabled={actions.joiningId !== null}
          onClick={() => actions.join(liveClass)}
          icon={Video}
        >
          <Trans>
            Join<span className="sr-only"> {title}</span>
          </Trans>
        </Button>
      )}
      {compact ? (
        <>
          <IconActionLink
            to={href('teacher.editLiveClass', { id: liveClass.id })}
            label={t`Edit ${title}`}
            title={t`Edit`}
            icon={Pencil}
          />
          <button
            type="button"
            aria-label={t`Cancel ${title}`}
            title={t`Cancel class`}
            onClick={() => onCancel(liveClass)}
            className={`${iconActionClassName} hover:bg-red-50 hover:text-red-700`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
          {state !== 'ended' && (
            <button
              type="button"
              aria-label={t`Add to calendar: ${title}`}
              title={t`Add to calendar`}
              disabled={downloading}
              aria-busy={downloading || undefined}
              onClick={() => actions.addToCalendar(liveClass)}
              className={iconActionClassName}
            >
              {downloading ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <CalendarPlus className="size-4" aria-hidden="true" />
              )}
            </button>
          )}
        </>
      ) : (
        <>
          <Link
            to={href('teacher.editLiveClass', { id: liveClass.id })}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            <Trans>
              Edit<span className="sr-only"> {title}</span>
            </Trans>
          </Link>
          <Button variant="secondary" size="sm" onClick={() => onCancel(liveClass)} icon={Trash2}>
            <Trans>
              Cancel<span className="sr-only"> {title}</span>
            </Trans>
          </Button>
          {state !== 'ended' && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t`Add to calendar: ${title}`}
              loading={downloading}
              onClick={() => actions.addToCalendar(liveClass)}
              icon={CalendarPlus}
            >
              <Trans>Add to calendar</Trans>
            </Button>
          )}
        </>
      )}
    </div>
  );
}
