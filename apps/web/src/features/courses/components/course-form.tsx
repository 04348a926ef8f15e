import { Trans, useLingui } from '@lingui/react/macro';
import { AT_RISK_MINIMUM_CLASSES, AT_RISK_MISSED_CLASSES, AT_RISK_PERCENT } from '@tutorium/contract/at-risk';
import {
  type Course,
  courseCategories,
  courseLevels,
  courseMessages,
  courseStatuses,
} from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { MAX_INSTALMENTS } from '@tutorium/contract/fees';
import { Controller, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { levelLabels, statusLabels } from '../../../components/course/course-labels';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { NumberField } from '../../../components/ui/number-field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { contractText } from '../../../lib/contract-text';
import { href } from '../../../lib/href';
import { useCurrency } from '../../../lib/site';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveCourse } from '../api/use-save-course';
import { ClassDaysField } from './class-days-field';
import {
  courseBodyOf,
  courseFormFields,
  courseFormSchema,
  courseFormValuesOf,
  newCourseFormValues,
} from './course-form-schema';

/** The start of an address, which reads the same in every language. */
const urlStart = 'https://';

/** A preview only for what could be an image address, so half-typed text never becomes a request. */
const previewable = (url: string): string | null => (/^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null);

/** Create (no course) and edit (with the course) share this form. */
export function CourseForm({ course }: { course?: Course }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const currency = useCurrency();
  const save = useSaveCourse(course?.id);
  const editing = course !== undefined;
  const form = useContractForm({
    resolver: contractResolver(courseFormSchema),
    defaultValues: course ? courseFormValuesOf(course) : newCourseFormValues,
    failureMessage: editing ? courseEndpoints.update.fallbackMessage : courseEndpoints.create.fallbackMessage,
    serverFields: courseFormFields,
  });
  const thumbnail = useWatch({ control: form.control, name: 'thumbnail' });
  const price = useWatch({ control: form.control, name: 'price' });
  // The fee plan matters only for a priced course; a free one keeps whatever it had, unseen.
  const priced = Number(price) > 0;
  const instalmentOptions: readonly SelectOption[] = Array.from({ length: MAX_INSTALMENTS }, (_, index) => {
    const count = index + 1;
    return { value: String(count), label: count === 1 ? t`Pay in full` : t`${count} monthly instalments` };
  });
  const categoryOptions: readonly SelectOption[] = [
    { value: '', label: t`Select a category` },
    ...courseCategories.map((category) => ({ value: category, label: category })),
  ];
  const levelOptions: readonly SelectOption[] = courseLevels.map((level) => ({
    value: level,
    label: t(levelLabels[level]),
  }));
  const statusOptions: readonly SelectOption[] = courseStatuses.map((status) => ({
    value: status,
    label: t(statusLabels[status]),
  }));

  const onSubmit = form.submitTo(save, courseBodyOf, {
    onSuccess: ({ data, message }) => {
      toast.success(message || (editing ? courseMessages.updated : courseMessages.created));
      void navigate(href('teacher.courseDetail', { courseId: data.id }));
    },
  });

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-8">
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">
            <Trans>Course details</Trans>
          </legend>
          <TextField label={t`Title`} {...form.field('title')} />
          <TextareaField label={t`Description`} rows={5} {...form.field('description')} />
          <div className="grid gap-5 md:grid-cols-3">
            <SelectField label={t`Category`} options={categoryOptions} {...form.field('category')} />
            <SelectField label={t`Level`} options={levelOptions} {...form.field('level')} />
            <SelectField label={t`Status`} options={statusOptions} {...form.field('status')} />
          </div>
          <div className="grid gap-5 md:grid-cols-[1fr_auto] md:items-start">
            <TextField
              label={t`Thumbnail URL (optional)`}
              type="url"
              inputMode="url"
              placeholder={urlStart}
              {...form.field('thumbnail')}
            />
            <ImageWithFallback
              src={previewable(thumbnail)}
              alt={t`Thumbnail preview`}
              className="aspect-video w-48 max-w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
            />
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">
            <Trans>Schedule</Trans>
          </legend>
          <Controller
            control={form.control}
            name="schedule.days"
            render={({ field, fieldState }) => (
              <ClassDaysField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error && contractText(fieldState.error.message ?? '')}
              />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField label={t`Start Time`} type="time" {...form.field('schedule.startTime')} />
            <TextField label={t`End Time`} type="time" {...form.field('schedule.endTime')} />
            <NumberField label={t`Duration (hours)`} min={1} {...form.field('duration')} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t`Start Date`} type="date" {...form.field('startDate')} />
            <TextField label={t`End Date (optional)`} type="date" {...form.field('endDate')} />
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">
            <Trans>Enrolment and price</Trans>
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField label={t`Max Students`} min={1} {...form.field('maxStudents')} />
            <NumberField
              label={t`Price (${currency})`}
              decimal
              min={0}
              hint={t`0 makes the course free`}
              {...form.field('price')}
            />
          </div>
          <CheckboxField
            label={t`Waitlist when full`}
            hint={
              editing
                ? t`Students can queue for a seat once the course is full. Turning it off removes everyone waiting and tells them.`
                : t`Students can queue for a seat once the course is full; freed seats go to them first come, first served.`
            }
            {...form.register('waitlistEnabled')}
          />
          {priced && (
            <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
              <SelectField
                label={t`Instalments`}
                hint={t`The first is due on enrolling, the rest a month apart.`}
                options={instalmentOptions}
                {...form.field('instalments')}
              />
              <CheckboxField
                label={t`Hold the seat until the first payment`}
                hint={t`Unpaid seats are released to the waitlist after a few days`}
                {...form.register('accessAfterPayment')}
              />
            </div>
          )}
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">
            <Trans>At-risk alerts</Trans>
          </legend>
          <p className="text-sm text-slate-600">
            <Trans>
              A student counts as at risk below this attendance over the last 4 weeks (once they have enough marked
              classes for it to mean something), or after missing this many classes in a row. You see them on your
              dashboard and hear about them weekly.
            </Trans>
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              label={t`Attendance below (%)`}
              min={AT_RISK_PERCENT.min}
              max={AT_RISK_PERCENT.max}
              {...form.field('atRiskBelowPercent')}
            />
            <NumberField
              label={t`Missed classes in a row`}
              min={AT_RISK_MISSED_CLASSES.min}
              max={AT_RISK_MISSED_CLASSES.max}
              {...form.field('atRiskMissedClasses')}
            />
            <NumberField
              label={t`Flag a student as at risk after at least this many marked classes`}
              hint={t`The attendance percentage counts only once a student has this many classes marked in the last 4 weeks.`}
              min={AT_RISK_MINIMUM_CLASSES.min}
              max={AT_RISK_MINIMUM_CLASSES.max}
              {...form.field('atRiskMinimumClasses')}
            />
          </div>
        </fieldset>

        <FormActions
          cancelTo={editing ? href('teacher.courseDetail', { courseId: course.id }) : href('teacher.courses')}
          submitLabel={editing ? t`Save Changes` : t`Create Course`}
          submitting={form.submitting}
          divided
        />
      </form>
    </Card>
  );
}
