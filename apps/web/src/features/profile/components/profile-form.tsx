import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@tutorium/contract/messages';
import { isTeacherRole } from '@tutorium/contract/role-rules';
import type { User } from '@tutorium/contract/users';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { reportFormError } from '../../../lib/form-errors';
import { useUpdateProfile } from '../../../lib/use-update-profile';
import { profileFormSchema } from './profile-form-schema';

interface ProfileFormProps {
  user: User;
  onDone: () => void;
}

const serverFields = [
  'name',
  'email',
  'currentPassword',
  'phone',
  'address',
  'bio',
  'specialization',
  'subjects',
  'experience',
  'education',
  'languages',
  'avatar',
  'interests',
] as const;

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const teacher = isTeacherRole(user.role);
  const update = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
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
      currentPassword: '',
    },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== user.email;

  const onSubmit = handleSubmit(({ currentPassword, ...fields }) => {
    update.mutate(
      { ...fields, currentPassword: fields.email === user.email ? undefined : currentPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message || messages.profile.updated);
          onDone();
        },
        onError: (error) => reportFormError(error, messages.profile.updateFailed, { setError, fields: serverFields }),
      },
    );
  });

  return (
    <Card className="p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-8">
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">Personal details</legend>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            {emailChanged && (
              <PasswordField
                label="Current Password"
                autoComplete="current-password"
                hint="Needed to change your email address"
                error={errors.currentPassword?.message}
                {...register('currentPassword')}
              />
            )}
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              label="Address"
              autoComplete="street-address"
              error={errors.address?.message}
              {...register('address')}
            />
          </div>
          <TextareaField label="Bio" error={errors.bio?.message} {...register('bio')} />
        </fieldset>

        {teacher ? (
          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-slate-900">Teaching</legend>
            <div className="grid gap-5 md:grid-cols-2">
              <TextField
                label="Specialization"
                error={errors.specialization?.message}
                {...register('specialization')}
              />
              <TextField
                label="Subjects"
                hint="Separate subjects with commas"
                error={errors.subjects?.message}
                {...register('subjects')}
              />
              <TextField
                label="Experience"
                placeholder="e.g. 5 years"
                error={errors.experience?.message}
                {...register('experience')}
              />
              <TextField label="Education" error={errors.education?.message} {...register('education')} />
              <TextField
                label="Languages"
                hint="Separate languages with commas"
                error={errors.languages?.message}
                {...register('languages')}
              />
              <TextField
                label="Avatar URL"
                type="url"
                placeholder="https://"
                error={errors.avatar?.message}
                {...register('avatar')}
              />
            </div>
          </fieldset>
        ) : (
          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-slate-900">Learning</legend>
            <TextField
              label="Interests"
              hint="Subjects and topics you would like to learn"
              error={errors.interests?.message}
              {...register('interests')}
            />
          </fieldset>
        )}

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
