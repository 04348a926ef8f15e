import type { Course } from '@tutorium/contract/courses';
import { type LiveClass, liveClassMessages } from '@tutorium/contract/live-classes';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { useSignedInUser } from '../../../lib/session';
import { liveClassFallbacks } from '../api/live-class-fallbacks';
import { type LiveClassBody, useSaveLiveClass } from '../api/use-save-live-class';
import { courseOptionsOf } from './course-options';
import {
  type LiveClassFormValues,
  liveClassFormResolver,
  liveClassFormValuesOf,
  newLiveClassFormValues,
  serverFields,
} from './live-class-form-schema';
import { teacherLiveClassesPath } from './live-class-paths';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface LiveClassFormProps {
  /** The teacher's own courses (every course for an admin). */
  courses: readonly Course[];
  /** The class being edited; none when scheduling a new one. */
  liveClass?: LiveClass;
}

/** Scheduling and editing share this form; times are entered and shown in the viewer's time zone. */
export function LiveClassForm({ courses, liveClass }: LiveClassFormProps) {
  const navigate = useNavigate();
  const user = useSignedInUser();
  const save = useSaveLiveClass(liveClass?.id);
  const editing = liveClass !== undefined;
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<LiveClassFormValues, unknown, LiveClassBody>({
    resolver: liveClassFormResolver,
    defaultValues: liveClass ? liveClassFormValuesOf(liveClass) : newLiveClassFormValues,
  });
  const courseId = useWatch({ control, name: 'courseId' });

  const courseOptions: SelectOption[] = [{ value: '', label: 'Select a course' }, ...courseOptionsOf(courses)];
  // An admin may edit a class of a course beyond the first page of courses: keep it choosable.
  if (liveClass && !courses.some((course) => course.id === liveClass.courseId)) {
    courseOptions.push({ value: liveClass.courseId, label: liveClass.course });
  }
  // The subject follows the chosen course's category, unless the teacher typed a subject of their own.
  const followCourse = (event: { target: { value: string } }) => {
    const chosen = courses.find((course) => course.id === event.target.value);
    const previous = courses.find((course) => course.id === courseId)?.category;
    const subject = getValues('subject').trim();
    if (chosen && (subject === '' || subject === previous)) {
      setValue('subject', chosen.category, { shouldValidate: errors.subject !== undefined });
    }
  };
  // Classes are taught by their course's teacher: the signed-in teacher, or, for an admin, the chosen course's.
  const instructor = courses.find((course) => course.id === courseId)?.instructor.name ?? user.name;

  const onSubmit = handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message || (editing ? liveClassMessages.updated : liveClassMessages.scheduled));
        void navigate(teacherLiveClassesPath);
      },
      onError: (error) => {
        const startError = error instanceof ApiError ? error.fieldErrors.startsAt : undefined;
        if (startError !== undefined) setError('date', { type: 'server', message: startError });
        reportFormError(error, editing ? liveClassFallbacks.update : liveClassFallbacks.create, {
          setError,
          fields: serverFields,
        });
      },
    });
  });

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField label="Class Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label="Course"
            options={courseOptions}
            error={errors.courseId?.message}
            {...register('courseId', { onChange: followCourse })}
          />
          <TextField label="Subject" autoComplete="off" error={errors.subject?.message} {...register('subject')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
          <TextField
            label="Time"
            type="time"
            hint={`In your time zone (${timeZone})`}
            error={errors.time?.message}
            {...register('time')}
          />
          <TextField
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            step={1}
            error={errors.durationMinutes?.message}
            {...register('durationMinutes')}
          />
        </div>
        <TextField
          label="Meeting Link"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="An http:// or https:// address, such as a Zoom, Google Meet or Teams link"
          error={errors.meetingLink?.message}
          {...register('meetingLink')}
        />
        <TextField label="Instructor" value={instructor} readOnly hint="Set from the course's teacher" />

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
          <LinkButton to={teacherLiveClassesPath} variant="secondary">
            Cancel
          </LinkButton>
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Save Changes' : 'Schedule Class'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
