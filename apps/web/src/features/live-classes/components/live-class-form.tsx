import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { type LiveClass, liveClassMessages } from '@tutorium/contract/live-classes';
import { TriangleAlert } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { NumberField } from '../../../components/ui/number-field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime, viewerTimeZone } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveLiveClass } from '../api/use-save-live-class';
import { courseOptionsOf } from './course-options';
import {
  liveClassFormResolver,
  liveClassFormValuesOf,
  newLiveClassFormValues,
  serverFields,
  startsInThePast,
} from './live-class-form-schema';
import { instantOf } from './live-class-time';

/** The start of every meeting link: the same in every language, so not a text to translate. */
const URL_PLACEHOLDER = 'https://';

interface LiveClassFormProps {
  /** The teacher's own courses (every course for an admin). */
  courses: readonly Course[];
  /** The class being edited; none when scheduling a new one. */
  liveClass?: LiveClass;
}

/** Scheduling and editing share this form; times are entered and shown in the viewer's time zone. */
export function LiveClassForm({ courses, liveClass }: LiveClassFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const save = useSaveLiveClass(liveClass?.id);
  const editing = liveClass !== undefined;
  const form = useContractForm({
    resolver: liveClassFormResolver(liveClass?.startsAt),
    defaultValues: liveClass ? liveClassFormValuesOf(liveClass) : newLiveClassFormValues,
    failureMessage: editing ? liveClassEndpoints.update.fallbackMessage : liveClassEndpoints.create.fallbackMessage,
    serverFields,
    serverFieldAliases: { startsAt: 'date' },
    failureFields: { class_in_past: { field: 'date' } },
  });
  const courseId = useWatch({ control: form.control, name: 'courseId' });
  const [date, time] = useWatch({ control: form.control, name: ['date', 'time'] });
  const pastStart = startsInThePast({ date, time }, liveClass?.startsAt, new Date())
    ? instantOf(date, time)
    : undefined;

  const courseOptions: SelectOption[] = [{ value: '', label: t`Select a course` }, ...courseOptionsOf(courses)];
  // An admin may edit a class of a course beyond the first page of courses: keep it choosable.
  if (liveClass && !courses.some((course) => course.id === liveClass.courseId)) {
    courseOptions.push({ value: liveClass.courseId, label: liveClass.course });
  }
  // The subject follows the chosen course's category, unless the teacher typed a subject of their own.
  const followCourse = (event: { target: { value: string } }) => {
    const chosen = courses.find((course) => course.id === event.target.value);
    const previous = courses.find((course) => course.id === courseId)?.category;
    const subject = form.getValues('subject').trim();
    if (chosen && (subject === '' || subject === previous)) {
      form.setValue('subject', chosen.category, { shouldValidate: form.formState.errors.subject !== undefined });
    }
  };
  // Classes are taught by their course's teacher: the signed-in teacher, or, for an admin, the chosen course's.
  const instructor = courses.find((course) => course.id === courseId)?.instructor.name ?? user.name;
  const timeZone = viewerTimeZone();
  const pastStartLabel = pastStart === undefined ? '' : formatDateTime(pastStart);

  const onSubmit = form.submitTo(save, (body) => body, {
    onSuccess: ({ message }) => {
      toast.success(message || (editing ? liveClassMessages.updated : liveClassMessages.scheduled));
      void navigate(href('teacher.liveClasses'));
    },
  });

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField label={t`Class Title`} autoComplete="off" {...form.field('title')} />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label={t`Course`}
            options={courseOptions}
            {...form.field('courseId', { onChange: followCourse })}
          />
          <TextField label={t`Subject`} autoComplete="off" {...form.field('subject')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label={t`Date`} type="date" {...form.field('date')} />
          <TextField label={t`Time`} type="time" hint={t`In your time zone (${timeZone})`} {...form.field('time')} />
          <NumberField label={t`Duration (minutes)`} min={1} max={600} {...form.field('durationMinutes')} />
        </div>
        {pastStart !== undefined && (
          <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p role="status" className="flex items-start gap-2 text-sm text-amber-900">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <Trans>
                  This start, {pastStartLabel}, has already passed. A class running now can still be scheduled; one that
                  is already over cannot.
                </Trans>
              </span>
            </p>
            <CheckboxField label={t`Yes, this class starts in the past`} {...form.field('confirmPast')} />
          </div>
        )}
        <TextField
          label={t`Meeting Link`}
          type="url"
          inputMode="url"
          placeholder={URL_PLACEHOLDER}
          hint={t`An http:// or https:// address, such as a Zoom, Google Meet or Teams link`}
          {...form.field('meetingLink')}
        />
        <TextField label={t`Instructor`} value={instructor} readOnly hint={t`Set from the course's teacher`} />

        <FormActions
          cancelTo={href('teacher.liveClasses')}
          submitLabel={editing ? t`Save Changes` : t`Schedule Class`}
          submitting={form.submitting}
          divided
        />
      </form>
    </Card>
  );
}
