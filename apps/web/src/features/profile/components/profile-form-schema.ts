import { emailField, nameField } from '@tutorium/contract/fields';
import { profileUpdateSchema } from '@tutorium/contract/users';
import { z } from 'zod';

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
      message: result.error.issues[0]?.message ?? 'Please check this list',
      input: value,
    });
    return z.NEVER;
  });
}

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email address';

/** The profile form: the contract's update rules with name and email required, plus the current password when the email changes. */
export function profileFormSchema(currentEmail: string) {
  return profileUpdateSchema
    .extend({
      name: nameField,
      email: emailField,
      subjects: commaSeparated(profileUpdateSchema.shape.subjects),
      languages: commaSeparated(profileUpdateSchema.shape.languages),
      currentPassword: z.string().max(1024),
    })
    .superRefine((form, ctx) => {
      if (form.email !== currentEmail && form.currentPassword === '') {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: EMAIL_CHANGE_NEEDS_PASSWORD });
      }
    });
}
