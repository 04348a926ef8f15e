import { screen, within } from '@testing-library/react';
import { resourceMessages } from '@tutorium/contract/resources';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../api/src/db/schema';
import { withRealApi } from './real-api';

const api = withRealApi();

/*
 * The upload itself is not driven from here: the API's file-type check fails (500) when it runs
 * under jsdom's globals, even for a request injected straight into it. The API tests cover uploads.
 */
describe('the teacher’s Resources screen against the real API', () => {
  it('shows the empty library and names the missing fields of the upload form, writing nothing', async () => {
    const teacher = await api.signIn('teacher');
    const { user } = api.renderAt('/admin/resources');

    const form = await screen.findByRole('form', { name: 'Upload a Resource' });
    expect(await screen.findByText('No resources yet')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Tide Tables');
    await user.click(within(form).getByRole('button', { name: 'Upload Resource' }));
    expect(await within(form).findByText('Description is required')).toBeTruthy();
    expect(within(form).getByText(resourceMessages.fileRequired)).toBeTruthy();
    expect(await api.t.db.select().from(resources).where(eq(resources.uploadedBy, teacher.id))).toEqual([]);
  });
});
