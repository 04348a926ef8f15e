import { AT_RISK_MISSED_CLASSES, AT_RISK_PERCENT } from '@tutorium/contract/at-risk';
import {
  type Course,
  courseCategories,
  courseLevels,
  courseMessages,
  courseStatuses,
} from '@tutorium/contract/courses';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { LinkButton } from '../../../components/ui/link-button';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { reportFormError } from '../../../lib/form-errors';
import { capitalise } from '../../../lib/format';
import { useCurrency } from '../../../lib/site';
import { courseFallbacks } from '../api/course-fallbacks';
import { useSaveCourse } from '../api/use-save-course';
import { ClassDaysField } from './class-days-field';
import { contractResolver } from './contract-resolver';
import {
  courseBodyOf,
  courseFormFields,
  courseFormSchema,
  courseFormValuesOf,
  newCourseFormValues,
} from './course-form-schema';
import { courseManagementPath, coursePath } from './course-paths';

const categoryOptions: readonly SelectOption[] = [
  { value: '', label: 'Select a category' },
  ...courseCategories.map((category) => ({ value: category, label: category })),
];
const levelOptions: readonly SelectOption[] = courseLevels.map((level) => ({ value: level, label: capitalise(level) }));
const statusOptions: readonly SelectOption[] = courseStatuses.map((status) => ({
  value: status,
  label: capitalise(status),
}));

/** A preview only for what could be an image address, so half-typed text never becomes a request. */
const previewable = (url: string): string | null => (/^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null);

/** Create (no course) and edit (with the course) share this form. */
export function CourseForm({ course }: { course?: Course }) {
  const navigate = useNavigate();
  const currency = useCurrency();
  const save = useSaveCourse(course?.id);
  const editing = course !== undefined;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: contractResolver(courseFormSchema),
    defaultValues: course ? courseFormValuesOf(course) : newCourseFormValues,
  });
  const thumbnail = useWatch({ control, name: 'thumbnail' });

  const onSubmit = handleSubmit((values) => {
    save.mutate(courseBodyOf(values), {
      onSuccess: ({ data, message }) => {
        toast.success(message || (editing ? courseMessages.updated : courseMessages.created));
        void navigate(coursePath(data.id));
      },
      onError: (error) =>
        reportFormError(error, editing ? courseFallbacks.update : courseFallbacks.create, {
          setError,
          fields: courseFormFields,
        }),
    });
  });

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-8">
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">Course details</legend>
          <TextField label="Title" error={errors.title?.message} {...register('title')} />
          <TextareaField
            label="Description"
            rows={5}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="grid gap-5 md:grid-cols-3">
            <SelectField
              label="Category"
              options={categoryOptions}
              error={errors.category?.message}
              {...register('category')}
            />
            <SelectField label="Level" options={levelOptions} error={errors.level?.message} {...register('level')} />
            <SelectField
              label="Status"
              options={statusOptions}
              error={errors.status?.message}
              {...register('status')}
            />
          </div>
          <div className="grid gap-5 md:grid-cols-[1fr_auto] md:items-start">
            <TextField
              label="Thumbnail URL (optional)"
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors.thumbnail?.message}
              {...register('thumbnail')}
            />
            <ImageWithFallback
              src={previewable(thumbnail)}
              alt="Thumbnail preview"
              className="aspect-video w-48 max-w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
            />
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">Schedule</legend>
          <Controller
            control={control}
            name="schedule.days"
            render={({ field }) => (
              <ClassDaysField value={field.value} onChange={field.onChange} error={errors.schedule?.days?.message} />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              label="Start Time"
              type="time"
              error={errors.schedule?.startTime?.message}
              {...register('schedule.startTime')}
            />
            <TextField
              label="End Time"
              type="time"
              error={errors.schedule?.endTime?.message}
              {...register('schedule.endTime')}
            />
            <TextField
              label="Duration (hours)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.duration?.message}
              {...register('duration')}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Start Date" type="date" error={errors.startDate?.message} {...register('startDate')} />
            <TextField
              label="End Date (optional)"
              type="date"
              error={errors.endDate?.message}
              {...register('endDate')}
            />
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">Enrolment and price</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Max Students"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.maxStudents?.message}
              {...register('maxStudents')}
            />
            <TextField
              label={`Price (${currency})`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              hint="0 makes the course free"
              error={errors.price?.message}
              {...register('price')}
            />
          </div>
          <CheckboxField
            label="Waitlist when full"
            hint={
              editing
                ? 'Students can queue for a seat once the course is full. Turning it off removes everyone waiting and tells them.'
                : 'Students can queue for a seat once the course is full; freed seats go to them first come, first served.'
            }
            {...register('waitlistEnabled')}
          />
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">At-risk alerts</legend>
          <p className="text-sm text-slate-600">
            A student counts as at risk below this attendance over the last 4 weeks, or after missing this many classes
            in a row. You see them on your dashboard and hear about them weekly.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Attendance below (%)"
              type="number"
              inputMode="numeric"
              min={AT_RISK_PERCENT.min}
              max={AT_RISK_PERCENT.max}
              step={1}
              error={errors.atRiskBelowPercent?.message}
              {...register('atRiskBelowPercent')}
            />
            <TextField
              label="Missed classes in a row"
              type="number"
              inputMode="numeric"
              min={AT_RISK_MISSED_CLASSES.min}
              max={AT_RISK_MISSED_CLASSES.max}
              step={1}
              error={errors.atRiskMissedClasses?.message}
              {...register('atRiskMissedClasses')}
            />
          </div>
        </fieldset>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
          <LinkButton to={editing ? coursePath(course.id) : courseManagementPath} variant="secondary">
            Cancel
          </LinkButton>
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Save Changes' : 'Create Course'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
