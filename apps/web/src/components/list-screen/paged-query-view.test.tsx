// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsOf } from '../../../test/unit/dom';
import { renderInI18n } from '../../../test/unit/i18n';
import { EmptyState } from '../ui/empty-state';
import { PagedResultList } from './paged-query-view';

interface Page {
  data: { id: string; name: string }[];
  pagination: { pages: number };
}

function People({ answer, framed, onPageChange }: { answer: Page; framed?: boolean; onPageChange: () => void }) {
  const people = useQuery({ queryKey: ['people'], queryFn: async () => answer });
  return (
    <PagedResultList
      query={people}
      loadingLabel="Loading people"
      empty={<EmptyState title="No people yet" />}
      paging={{ label: 'People pages', page: 1, onPageChange }}
      aria-label="People"
      renderItem={(person) => person.name}
      className="divide-y"
      framed={framed}
    />
  );
}

function renderPeople(answer: Page, framed?: boolean, onPageChange = vi.fn()) {
  renderInI18n(
    <QueryClientProvider client={new QueryClient()}>
      <People answer={answer} framed={framed} onPageChange={onPageChange} />
    </QueryClientProvider>,
  );
  return onPageChange;
}

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

describe('PagedResultList', { timeout: 30_000 }, () => {
  it('lists the page’s rows and turns to the next page', async () => {
    const onPageChange = renderPeople({
      data: [
        { id: 'a', name: 'Ada' },
        { id: 'g', name: 'Grace' },
      ],
      pagination: { pages: 2 },
    });
    const list = await screen.findByRole('list', { name: 'People' });
    expect(textsOf(within(list).getAllByRole('listitem'))).toEqual(['Ada', 'Grace']);
    const pages = screen.getByRole('navigation', { name: 'People pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the empty state for a page without rows', async () => {
    renderPeople({ data: [], pagination: { pages: 0 } });
    expect(await screen.findByText('No people yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('puts the rows on a card of their own when framed', async () => {
    renderPeople({ data: [{ id: 'a', name: 'Ada' }], pagination: { pages: 1 } }, true);
    const list = await screen.findByRole('list', { name: 'People' });
    expect(list.parentElement?.className).toContain('rounded-xl');
  });
});
