// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import type { AtRiskRow } from '@tutorium/contract/at-risk';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInI18n } from '../../../../test/unit/i18n';
import { activateLanguage, featureCatalogue, shellCatalogue, withCatalogues } from '../../../lib/i18n';
import { AtRiskTable } from './at-risk-table';

configure({ asyncUtilTimeout: 15_000 });
afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const row: AtRiskRow = {
  student: { id: 's1', name: 'Asha Rao', email: 'asha@example.com' },
  course: { id: 'c1', title: 'Algebra' },
  attendance: { present: 1, total: 3, percentage: 33 },
  missedInARow: 2,
  thresholds: { belowPercent: 60, missedClasses: 2, minimumClasses: 3 },
  reasons: ['low_attendance', 'missed_in_a_row'],
  link: '/admin/courses/c1/attendance',
};

/** The table as the at-risk screen draws it, with the dashboard's catalogue loaded as its screen loads it. */
async function renderTable(language: 'en' | 'hi') {
  await withCatalogues([shellCatalogue, featureCatalogue('dashboard')], async () => undefined);
  await activateLanguage(language);
  const router = createMemoryRouter([{ path: '/', element: <AtRiskTable rows={[row]} /> }]);
  renderInI18n(<RouterProvider router={router} />);
}

describe('AtRiskTable', { timeout: 30_000 }, () => {
  it('says why a student is listed, in English as the spec writes it', async () => {
    await renderTable('en');
    expect(
      await screen.findByText(
        '33% attendance over the last 4 weeks, 1 of 3 classes present (below 60%); missed the last 2 classes in a row',
      ),
    ).toBeTruthy();
  });

  it('says why in Hindi, counts in Hindi plurals', async () => {
    await renderTable('hi');
    expect(
      await screen.findByText('पिछले 4 हफ़्तों में 33% उपस्थिति, 3 कक्षाओं में से 1 में उपस्थित (60% से कम); लगातार पिछली 2 कक्षाएँ छूटीं'),
    ).toBeTruthy();
  });
});
