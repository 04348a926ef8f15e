// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Endpoint } from '@tutorium/contract/endpoint';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../../test/unit/dom';
import { renderScreen } from '../../../../test/unit/screen';
import { ApiError } from '../../../lib/api-failure';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ChildPage } from './child-page';

vi.mock('../../../lib/endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

installDialogMethods();

const studentId = '5b0e1c4e-0000-4000-8000-000000000001';
const tally = { present: 0, late: 0, absent: 0, excused: 0, total: 0, percentage: null };
const overview: GuardianChildOverview = {
  child: {
    id: studentId,
    linkId: 'link-1',
    name: 'Kiran Kid',
    avatar: '',
    relationship: 'Mother',
    activeCourses: 1,
    attendancePercentThisMonth: null,
    atRisk: false,
  },
  attendance: { thisWeek: tally, thisMonth: tally, days: [] },
  upcomingClasses: [],
  homework: { due: [], missing: [] },
  tests: [],
  grades: [],
  announcements: [],
  teachers: [],
};

type Answer = object | ApiError;

/**
 * Answers each endpoint by its path, as the API would: the overview with each of `overviews` in turn
 * (an ApiError is thrown), the child's fees, and ending the link.
 */
function serve(...overviews: Answer[]) {
  called.mockImplementation(async (endpoint: Endpoint) => {
    if (endpoint.path === '/guardian/children/:studentId') {
      const answer = overviews.length > 1 ? overviews.shift() : overviews[0];
      if (answer instanceof ApiError) throw answer;
      return answer;
    }
    if (endpoint.path === '/guardian/children/:studentId/invoices') return { success: true, data: [] };
    if (endpoint.path === '/guardian-links/:id') return { success: true, message: 'Guardian link ended' };
    throw new Error(`unexpected ${endpoint.path}`);
  });
}

const renderPage = () =>
  renderScreen(
    { '/guardian/children/:studentId': <ChildPage />, '/guardian/dashboard': <h1>My children</h1> },
    `/guardian/children/${studentId}`,
  ).client;

afterEach(() => {
  cleanup();
  called.mockReset();
});

describe("a child's page", () => {
  it('shows a server failure with Try Again, which loads the overview', async () => {
    serve(new ApiError(500, "Failed to load your child's overview"), { success: true, data: overview });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Error occurred' })).toBeTruthy();
    expect(within(alert).getByText("Failed to load your child's overview")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My children' }).getAttribute('href')).toBe('/guardian/dashboard');

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiran Kid' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly that a student not followed is not the reader’s, with the way back', async () => {
    serve(new ApiError(403, 'You can only see children linked to your account', {}, 'not_your_child'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: "You don't follow this student" })).toBeTruthy();
    expect(screen.getByText(/ask them or their teacher to invite you by email/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My children' }).getAttribute('href')).toBe('/guardian/dashboard');
    // Not a failure to retry: the answer will not change.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('stops following the child after a confirmation, ending the reader’s own link, and goes back to My children', async () => {
    serve({ success: true, data: overview });
    const client = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stop following' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop following Kiran Kid?' });
    expect(dialog.textContent).toContain("You will no longer see Kiran Kid's attendance");

    // Cancel ends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(called).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/guardian-links/:id' }),
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: 'Stop following' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Stop following Kiran Kid?' })).getByRole('button', {
        name: 'Stop following',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My children' })).toBeTruthy();
    expect(called).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'DELETE', path: '/guardian-links/:id' }),
      expect.objectContaining({ params: { id: 'link-1' } }),
    );
    // The child's page is not kept: opening it again asks the API, which now refuses.
    expect(client.getQueryCache().findAll({ queryKey: ['GET /guardian/children/:studentId'] })).toEqual([]);
  });
});
