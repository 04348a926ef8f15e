// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Endpoint } from '@tutorium/contract/endpoint';
import type { GuardianChild } from '@tutorium/contract/guardians';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/unit/screen';
import { ApiError } from '../../../lib/api-failure';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ChildrenPage } from './children-page';

vi.mock('../../../lib/endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

const kiran: GuardianChild = {
  id: '5b0e1c4e-0000-4000-8000-000000000001',
  linkId: 'l1',
  name: 'Kiran Kid',
  avatar: '',
  relationship: 'Mother',
  activeCourses: 2,
  attendancePercentThisMonth: 50,
  atRisk: false,
};

/** Answers the children list with each of `answers` in turn (an ApiError is thrown), as the API would. */
function serve(...answers: (GuardianChild[] | ApiError)[]) {
  called.mockImplementation(async (endpoint: Endpoint) => {
    if (endpoint.path !== '/guardian/children') throw new Error(`unexpected ${endpoint.path}`);
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof ApiError) throw answer;
    return { success: true, data: answer };
  });
}

const renderPage = () => renderScreen({ '/guardian/dashboard': <ChildrenPage /> }, '/guardian/dashboard');

afterEach(() => {
  cleanup();
  called.mockReset();
});

describe('My children', () => {
  it('says how a child is linked when none is', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No children linked yet')).toBeTruthy();
    expect(screen.getByText(/invite you by email from Tutorium/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Children you follow' })).toBeNull();
  });

  it('shows a failure with Try Again, which loads the children', async () => {
    serve(new ApiError(500, 'Failed to load your children'), [kiran]);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load your children')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Children you follow' })).toBeNull();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    const list = await screen.findByRole('list', { name: 'Children you follow' });
    expect(within(list).getByRole('link', { name: 'Kiran Kid' }).getAttribute('href')).toBe(
      `/guardian/children/${kiran.id}`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(called).toHaveBeenCalledTimes(2);
  });
});
