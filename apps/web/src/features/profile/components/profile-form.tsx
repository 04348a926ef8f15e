import { Trans, useLingui } from '@lingui/react/macro';
import { ADULT_AGE_YEARS } from '@tutorium/contract/guardians';
import { messages } from '@tutorium/contract/messages';
import { isTeacherRole } from '@tutorium/contract/role-rules';
import type { User } from '@tutorium/contract/users';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { EmailChangeFields } from '../../../components/account/email-change-fields';
import { Card } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { currentPasswordToSend } from '../../../lib/email-change';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../../../lib/use-update-profile';
import { profileFormSchema } from './profile-form-schema';

/** A web address's start: the same in every language, so not a text to translate. */
const urlStart = 'https://';

interface ProfileFormProps {
  user: User;
  onDone: () => void;
}

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { t } = useLingui();
  const teacher = isTeacherRole(user.accountRole);
  // Only a student's age matters (an adult approves their guardian links), so only a student gives it.
  const student = user.accountRole === 'student';
  const adultAge = ADULT_AGE_YEARS;
  const update = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useContractForm({
    schema,
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      bio: user.bio,
      specialization: user.specialization,
      subjects: user.subjects.join(', '),
      experience: user.experience,
      education: user.education,
      languages: user.languages.join(', '),
      avatar: user.avatar,
      interests: user.interests,
      dateOfBirth: user.dateOfBirth ?? '',
      currentPassword: '',
    },
    failureMessage: messages.profile.updateFailed,
  });
  const email = useWatch({ control: form.control, name: 'email' });

  const onSubmit = form.submitTo(
    update,
    ({ currentPassword, dateOfBirth, ...fields }) => ({
      ...fields,
      ...(student ? { dateOfBirth } : {}),
      currentPassword: currentPasswordToSend(user.email, { email: fields.email, currentPassword }),
    }),
    {
      onSuccess: ({ message }) => {
        toast.success(message || messages.profile.updated);
        onDone();
      },
    },
  );

  return (
    <Card className="p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-8">
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">
            <Trans>Personal details</Trans>
          </legend>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField label={t`Full Name`} autoComplete="name" {...form.field('name')} />
            <EmailChangeFields accountEmail={user.email} email={email} field={form.field} />
            <TextField label={t`Phone`} type="tel" autoComplete="tel" {...form.field('phone')} />
            <TextField label={t`Address`} autoComplete="street-address" {...form.field('address')} />
            {student && (
              <TextField
                label={t`Date of birth (optional)`}
                type="date"
                autoComplete="bday"
                hint={t`Students ${adultAge} or over approve the guardians others add for them, and can end guardian links.`}
                {...form.field('dateOfBirth')}
              />
            )}
          </div>
          <TextareaField label={t`Bio`} {...form.field('bio')} />
        </fieldset>

        {teacher ? (
          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-slate-900">
              <Trans>Teaching</Trans>
            </legend>
            <div className="grid gap-5 md:grid-cols-2">
              <TextField label={t`Specialization`} {...form.field('specialization')} />
              <TextField label={t`Subjects`} hint={t`Separate subjects with commas`} {...form.field('subjects')} />
              <TextField label={t`Experience`} placeholder={t`e.g. 5 years`} {...form.field('experience')} />
              <TextField label={t`Education`} {...form.field('education')} />
              <TextField label={t`Languages`} hint={t`Separate languages with commas`} {...form.field('languages')} />
              <TextField label={t`Avatar URL`} type="url" placeholder={urlStart} {...form.field('avatar')} />
            </div>
          </fieldset>
        ) : (
          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-slate-900">
              <Trans>Learning</Trans>
            </legend>
            <TextField
              label={t`Interests`}
              hint={t`Subjects and topics you would like to learn`}
              {...form.field('interests')}
            />
          </fieldset>
        )}

        <FormActions onCancel={onDone} submitLabel={t`Save Changes`} submitting={form.submitting} divided />
      </form>
    </Card>
  );
}
