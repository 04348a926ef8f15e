// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { textsOf } from '../../../test/unit/dom';
import { type StatColumn, StatColumnTable } from './stat-table';

afterEach(() => cleanup());

interface Row {
  id: string;
  name: string;
  lastSeen: string;
}

const columns: readonly StatColumn<Row>[] = [
  { heading: 'Student', rowHeader: true, cell: (row) => row.name },
  { heading: 'Last Seen', cardLabel: 'Last seen', className: 'whitespace-nowrap', cell: (row) => row.lastSeen },
];

describe('StatColumnTable', () => {
  it('heads the columns, names each row by its first cell and labels the other cells for phone cards', () => {
    render(
      <StatColumnTable
        caption="Students"
        cards
        columns={columns}
        rows={[
          { id: 'a', name: 'Ada', lastSeen: 'Monday' },
          { id: 'b', name: 'Ben', lastSeen: 'Tuesday' },
        ]}
        keyOf={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Students' });
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Student', 'Last Seen']);
    expect(textsOf(within(table).getAllByRole('rowheader'))).toEqual(['Ada', 'Ben']);
    const cell = within(table).getByRole('cell', { name: 'Monday' });
    expect(cell.getAttribute('data-label')).toBe('Last seen');
    expect(cell.className).toContain('whitespace-nowrap');
  });

  it('takes a heading row of its own instead of the column headings', () => {
    render(
      <StatColumnTable
        caption="Students"
        head={
          <tr>
            <th scope="col">Sortable</th>
          </tr>
        }
        columns={columns}
        rows={[]}
        keyOf={(row) => row.id}
      />,
    );
    expect(textsOf(screen.getAllByRole('columnheader'))).toEqual(['Sortable']);
  });
});
