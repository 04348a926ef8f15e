// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Send } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInI18n } from '../../../test/unit/i18n';
import { FormActions } from './form-actions';

configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);

describe('FormActions', { timeout: 30_000 }, () => {
  it('cancels with a button that waits out a send under way', async () => {
    const onCancel = vi.fn();
    const { rerender } = renderInI18n(
      <FormActions onCancel={onCancel} submitLabel="Send Request" submitIcon={Send} submitting={false} />,
    );
    const submit = screen.getByRole('button', { name: 'Send Request' });
    expect(submit.getAttribute('type')).toBe('submit');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();

    rerender(<FormActions onCancel={onCancel} submitLabel="Send Request" submitIcon={Send} submitting />);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Send Request' }).getAttribute('aria-busy')).toBe('true');
  });

  it('cancels with a link back to a page, or not at all', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: <FormActions cancelTo="/courses" submitLabel="Create Course" submitting={false} divided />,
      },
    ]);
    renderInI18n(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/courses');
    cleanup();

    renderInI18n(<FormActions submitLabel="Add Lesson" submitting={false} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Lesson' })).toBeTruthy();
  });
});
