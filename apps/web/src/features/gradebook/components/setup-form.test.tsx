// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Gradebook } from '@tutorium/contract/gradebook';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInI18n } from '../../../../test/unit/i18n';
import { ApiError } from '../../../lib/api-failure';
import { callEndpoint } from '../../../lib/endpoint-client';
import { SetupForm } from './setup-form';

vi.mock('../../../lib/endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

const essayId = '00000000-0000-4000-8000-000000000001';
const labId = '00000000-0000-4000-8000-000000000002';
const homeworkId = '00000000-0000-4000-8000-0000000000a1';

const gradebook: Gradebook = {
  missingWork: 'zero',
  categories: [{ id: homeworkId, name: 'Homework', weight: 60 }],
  columns: [
    {
      key: `assignment:${essayId}`,
      kind: 'assignment',
      id: essayId,
      title: 'Essay',
      points: 20,
      dueAt: null,
      categoryId: homeworkId,
    },
    { key: `test:${labId}`, kind: 'test', id: labId, title: 'Lab test', points: 10, dueAt: null, categoryId: null },
  ],
  rows: [],
};

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInI18n(
    <QueryClientProvider client={client}>
      <SetupForm courseId="c1" gradebook={gradebook} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { form: screen.getByRole('form', { name: 'Set up the gradebook' }), user: userEvent.setup(), onDone };
}

afterEach(() => {
  cleanup();
  called.mockReset();
});

describe('the gradebook setup', () => {
  it('sends the kept category with its id, a new one without, and each column by its category’s typed name', async () => {
    called.mockResolvedValue({ success: true, message: 'Gradebook setup saved', data: gradebook });
    const { form, user, onDone } = renderForm();
    await user.click(within(form).getByRole('radio', { name: 'Leave out' }));
    const first = within(form).getByRole('textbox', { name: 'Category 1 name' });
    await user.clear(first);
    await user.type(first, 'Essays');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    await user.type(within(form).getByRole('textbox', { name: 'Category 2 name' }), 'Tests');
    await user.type(within(form).getAllByRole('spinbutton', { name: 'Weight' })[1] as HTMLElement, '40');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Lab test' }), 'Tests');
    await user.click(within(form).getByRole('button', { name: 'Save setup' }));
    expect(called).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'PUT', path: '/courses/:courseId/gradebook/setup' }),
      {
        params: { courseId: 'c1' },
        body: {
          missingWork: 'excluded',
          categories: [
            { id: homeworkId, name: 'Essays', weight: 60 },
            { name: 'Tests', weight: 40 },
          ],
          columns: [
            { kind: 'assignment', id: essayId, category: 'Essays' },
            { kind: 'test', id: labId, category: 'Tests' },
          ],
        },
      },
    );
    expect(onDone).toHaveBeenCalled();
  });

  it('puts a removed category’s columns in none, and shows the server’s refusal under its row', async () => {
    called.mockRejectedValue(
      new ApiError(400, 'Validation failed', { 'categories.0.weight': 'The weight is too heavy' }),
    );
    const { form, user } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    await user.type(within(form).getByRole('textbox', { name: 'Category 2 name' }), 'Quizzes');
    await user.type(within(form).getAllByRole('spinbutton', { name: 'Weight' })[1] as HTMLElement, '10');
    await user.click(within(form).getByRole('button', { name: 'Remove category 1' }));
    expect((within(form).getByRole('combobox', { name: 'Essay' }) as HTMLSelectElement).value).toBe('');
    await user.click(within(form).getByRole('button', { name: 'Save setup' }));
    expect(called.mock.calls[0]?.[1]).toMatchObject({
      body: {
        categories: [{ name: 'Quizzes', weight: 10 }],
        columns: [
          { id: essayId, category: null },
          { id: labId, category: null },
        ],
      },
    });
    expect(await within(form).findByText('The weight is too heavy')).toBeTruthy();
  });
});
