// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { textsOf } from '../../../../test/unit/dom';
import { DashboardSection, SectionList } from './dashboard-section';

afterEach(() => cleanup());

function Courses({ titles }: { titles: string[] }) {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <DashboardSection
          title="Recent Courses"
          viewAll={{ to: '/student/courses', what: 'courses' }}
          empty={titles.length === 0 && <p>No courses yet</p>}
        >
          <SectionList items={titles} keyOf={(title) => title} itemClassName="sm:flex-row">
            {(title) => <h3>{title}</h3>}
          </SectionList>
        </DashboardSection>
      </MemoryRouter>
    </I18nProvider>
  );
}

describe('DashboardSection', () => {
  // jsdom drops the space that starts the visually hidden part of the name; browsers keep it.
  it('lists its items with "View all" named for screen readers', () => {
    render(<Courses titles={['Algebra', 'Biology']} />);
    const region = screen.getByRole('region', { name: 'Recent Courses' });
    expect(textsOf(within(region).getAllByRole('listitem'))).toEqual(['Algebra', 'Biology']);
    expect(
      within(region)
        .getByRole('link', { name: /^View all ?courses$/ })
        .getAttribute('href'),
    ).toBe('/student/courses');
  });

  it('shows its empty state, without "View all", when there is nothing to show', () => {
    render(<Courses titles={[]} />);
    const region = screen.getByRole('region', { name: 'Recent Courses' });
    expect(within(region).getByText('No courses yet')).toBeTruthy();
    expect(within(region).queryByRole('list')).toBeNull();
    expect(within(region).queryByRole('link')).toBeNull();
  });
});
