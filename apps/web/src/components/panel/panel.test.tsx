// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { textsOf } from '../../../test/unit/dom';
import { renderInI18n } from '../../../test/unit/i18n';
import { EmptyState } from '../ui/empty-state';
import { FigureList } from './figure-list';
import { Panel, QueryPanel } from './panel';

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => cleanup());

function Counts({ load }: { load: () => Promise<number[]> }) {
  const counts = useQuery({ queryKey: ['counts'], queryFn: load, retry: false });
  return (
    <QueryPanel
      title="Counts"
      query={counts}
      loadingLabel="Loading counts"
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState title="No counts yet" />}
    >
      {(data) => <p>{data.join(', ')}</p>}
    </QueryPanel>
  );
}

const renderCounts = (load: () => Promise<number[]>) =>
  renderInI18n(
    <QueryClientProvider client={new QueryClient()}>
      <Counts load={load} />
    </QueryClientProvider>,
  );

describe('Panel', { timeout: 30_000 }, () => {
  it('is a region named by its heading, with its aside beside the heading', () => {
    renderInI18n(
      <Panel title="Reviews" aside={<a href="/all">View all</a>}>
        <p>Content</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Reviews' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Reviews' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'View all' })).toBeTruthy();
    expect(within(region).getByText('Content')).toBeTruthy();
  });
});

describe('QueryPanel', { timeout: 30_000 }, () => {
  it('announces the loading state inside the named region', () => {
    renderCounts(() => new Promise<number[]>(() => undefined));
    const region = screen.getByRole('region', { name: 'Counts' });
    expect(within(region).getByRole('status').textContent).toBe('Loading counts');
  });

  it('shows the error with a retry', async () => {
    renderCounts(() => Promise.reject(new Error('The counts could not be loaded')));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The counts could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows the empty state, then the content', async () => {
    renderCounts(async () => []);
    expect(await screen.findByText('No counts yet')).toBeTruthy();
    cleanup();
    renderCounts(async () => [1, 2]);
    expect(await screen.findByText('1, 2')).toBeTruthy();
  });
});

describe('FigureList', () => {
  it('lists each figure as a term and its value, in order', () => {
    renderInI18n(
      <FigureList
        look="row"
        figures={[
          { label: 'Present', value: 4 },
          { label: 'Absent', value: <strong>1</strong> },
        ]}
      />,
    );
    const terms = textsOf(screen.getAllByRole('term'));
    const values = textsOf(screen.getAllByRole('definition'));
    expect(terms).toEqual(['Present', 'Absent']);
    expect(values).toEqual(['4', '1']);
  });
});
