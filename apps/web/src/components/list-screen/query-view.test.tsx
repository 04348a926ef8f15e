// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInI18n } from '../../../test/unit/i18n';
import { EmptyState } from '../ui/empty-state';
import { QueryView } from './query-view';

interface Answer {
  names: string[];
  pages: number;
}

function NameList({
  load,
  onPageChange = () => undefined,
}: {
  load: () => Promise<Answer>;
  onPageChange?: (page: number) => void;
}) {
  const names = useQuery({ queryKey: ['names'], queryFn: load, retry: false });
  return (
    <QueryView
      query={names}
      loadingLabel="Loading names"
      isEmpty={(data) => data.names.length === 0}
      empty={<EmptyState title="No names yet" />}
      paging={{ label: 'Name pages', page: 1, pagesOf: (data) => data.pages, onPageChange }}
    >
      {(data) => (
        <ul aria-label="Names">
          {data.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function renderList(load: () => Promise<Answer>, onPageChange?: (page: number) => void) {
  const client = new QueryClient();
  return renderInI18n(
    <QueryClientProvider client={client}>
      <NameList load={load} onPageChange={onPageChange} />
    </QueryClientProvider>,
  );
}

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

// The first render in a fresh jsdom is slow on a busy machine; the tests wait on nothing else.
describe('QueryView', { timeout: 30_000 }, () => {
  it('announces the loading state with the screen’s label', () => {
    renderList(() => new Promise<Answer>(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('Loading names');
  });

  it('shows the error with a retry that asks again', async () => {
    const load = vi
      .fn<() => Promise<Answer>>()
      .mockRejectedValueOnce(new Error('The names could not be loaded'))
      .mockResolvedValueOnce({ names: ['Ada'], pages: 1 });
    renderList(load);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The names could not be loaded')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the screen’s own empty state for an empty answer', async () => {
    renderList(async () => ({ names: [], pages: 0 }));
    expect(await screen.findByText('No names yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the content and its pages', async () => {
    const onPageChange = vi.fn();
    renderList(async () => ({ names: ['Ada', 'Grace'], pages: 2 }), onPageChange);
    const list = await screen.findByRole('list', { name: 'Names' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'Name pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says plainly that it needs a connection while offline with nothing kept, and loads when back', async () => {
    onlineManager.setOnline(false);
    renderList(async () => ({ names: ['Ada'], pages: 1 }));
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain("You're offline");
    expect(note.textContent).toContain('This needs a connection.');
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Ada')).toBeTruthy();
  });
});
