import { t } from '@lingui/core/macro';
import { emailField, nameField } from '@tutorium/contract/fields';
import { dateOfBirthField, profileUpdateSchema } from '@tutorium/contract/users';
import { z } from 'zod';
import { passwordForEmailChange } from '../../../lib/email-change';

/**
 * "Maths, Physics" in the form, ["Maths", "Physics"] on the wire, checked by the contract's list rules.
 * Problems are reported on the field itself, as a text input cannot show an error per list entry.
 */
function commaSeparated(list: typeof profileUpdateSchema.shape.subjects) {
  return z.string().transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const result = list.safeParse(entries);
    if (result.success) return result.data;
    ctx.addIssue({
      code: 'custom',
      message: result.error.issues[0]?.message ?? t`Please check this list`,
      input: value,
    });
    return z.NEVER;
  });
}

/**
 * The date input's value: empty clears the date of birth (null on the wire), a date follows the
 * contract's rules, reported on the field.
 */
const dateOfBirth = z.string().transform((value, ctx) => {
  if (value.trim() === '') return null;
  const result = dateOfBirthField.safeParse(value);
  if (result.success) return result.data;
  ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? t`Please check this date`, input: value });
  return z.NEVER;
});

/** The profile form: the contract's update rules with name and email required, plus the current password when the email changes. */
export function profileFormSchema(currentEmail: string) {
  return profileUpdateSchema
    .extend({
      name: nameField,
      email: emailField,
      subjects: commaSeparated(profileUpdateSchema.shape.subjects),
      languages: commaSeparated(profileUpdateSchema.shape.languages),
      dateOfBirth,
      currentPassword: z.string().max(1024),
    })
    .superRefine(passwordForEmailChange(currentEmail));
}
