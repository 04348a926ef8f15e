// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Course } from '@tutorium/contract/courses';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { siteSettingsQuery } from '../../lib/site';
import { CourseCardFrame } from './course-card-frame';

afterEach(() => cleanup());

const course: Course = {
  _id: 'c1',
  id: 'c1',
  title: 'Algebra',
  description: 'Equations and more.',
  category: 'Mathematics',
  level: 'beginner',
  status: 'active',
  thumbnail: '',
  instructor: { _id: 't1', id: 't1', name: 'Tess Teacher' },
  schedule: { days: ['Monday'], startTime: '09:00', endTime: '10:00' },
  duration: '4 weeks',
  durationHours: 8,
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  maxStudents: 10,
  price: 0,
  enrolledCount: 4,
  waitlistEnabled: false,
  instalments: 1,
  accessAfterPayment: true,
  reviewCount: 0,
  createdAt: '2026-08-01T00:00:00.000Z',
};

function renderCard(card: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(siteSettingsQuery().queryKey, { data: { currency: 'USD' } } as never);
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{card}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('CourseCardFrame', () => {
  it('heads the card with the linked title and teacher, and ends with the price, seats and actions', () => {
    renderCard(
      <CourseCardFrame
        course={course}
        picture={<div />}
        heading="h3"
        titleTo="/courses/c1"
        seats="6 seats left of 10"
        actions={<button type="button">Enrol</button>}
      >
        <p>{course.description}</p>
      </CourseCardFrame>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Algebra' });
    expect(within(heading).getByRole('link', { name: 'Algebra' }).getAttribute('href')).toBe('/courses/c1');
    expect(screen.getByText('Tess Teacher')).toBeTruthy();
    expect(screen.getByText('Equations and more.')).toBeTruthy();
    expect(screen.getByText('Price:')).toBeTruthy();
    expect(screen.getByText('6 seats left of 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enrol' })).toBeTruthy();
  });

  it('has a plain title and no price without a title link or seats', () => {
    renderCard(
      <CourseCardFrame course={course} picture={<div />} heading="h2" actions={<button type="button">Unenrol</button>}>
        <p>{course.description}</p>
      </CourseCardFrame>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Algebra' });
    expect(within(heading).queryByRole('link')).toBeNull();
    expect(screen.queryByText('Price:')).toBeNull();
    expect(screen.getByRole('button', { name: 'Unenrol' })).toBeTruthy();
  });
});
