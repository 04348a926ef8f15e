// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Users } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

afterEach(cleanup);

function renderAt(element: React.ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('PageHeader', () => {
  it('names the page and links to the related screen before its other actions', () => {
    renderAt(
      <PageHeader
        title="Analytics"
        description="Across your courses."
        link={{ to: '/admin/analytics/performance', label: 'Student Performance', icon: Users }}
        actions={<button type="button">Export CSV</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByText('Across your courses.')).toBeTruthy();
    expect(document.title).toBe('Analytics · Tutorium');
    const link = screen.getByRole('link', { name: 'Student Performance' });
    expect(link.getAttribute('href')).toBe('/admin/analytics/performance');
    expect(link.compareDocumentPosition(screen.getByRole('button', { name: 'Export CSV' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('opens a public page with its actions under the description, and leaves out what it is not given', () => {
    renderAt(
      <PageHeader variant="intro" title="Our Teachers" link={{ to: '/admin-register', label: 'Become a Teacher' }} />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Our Teachers' });
    expect(heading.parentElement?.contains(screen.getByRole('link', { name: 'Become a Teacher' }))).toBe(true);
    cleanup();

    renderAt(<PageHeader title="Settings" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBeNull();
  });
});
