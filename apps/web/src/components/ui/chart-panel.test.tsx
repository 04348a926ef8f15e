// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { textsOf } from '../../../test/unit/dom';
import { renderInI18n } from '../../../test/unit/i18n';
import { ChartPanel } from './chart-panel';

afterEach(() => cleanup());

const weeks = [
  { week: '2026-09-07', count: 3 },
  { week: '2026-09-14', count: 5 },
];

function Weeks({ rows }: { rows: typeof weeks }) {
  return (
    <ChartPanel
      title="Enrolments by week"
      chartLabel="Bar chart of enrolments"
      chart={<svg />}
      empty={{ title: 'No enrolments in this period' }}
      data={{
        columns: [{ label: 'Week of' }, { label: 'Enrolments', numeric: true }],
        rows,
        keyOf: (row) => row.week,
        cellsOf: (row) => [row.week, row.count],
      }}
    />
  );
}

describe('ChartPanel', () => {
  it('draws the chart as a named image with its numbers as a table, shown with "Show table"', async () => {
    renderInI18n(<Weeks rows={weeks} />);
    expect(screen.getByRole('img', { name: 'Bar chart of enrolments' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Enrolments by week' });
    expect(textsOf(within(table).getAllByRole('rowheader'))).toEqual(['2026-09-07', '2026-09-14']);
    expect(within(table).getByRole('cell', { name: '5' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show table' }));
    expect(screen.getByRole('region', { name: 'Enrolments by week: table' })).toBeTruthy();
  });

  it('says its empty state instead of the chart, the table and the button when there are no rows', () => {
    renderInI18n(<Weeks rows={[]} />);
    expect(screen.getByText('No enrolments in this period')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show table' })).toBeNull();
  });
});
