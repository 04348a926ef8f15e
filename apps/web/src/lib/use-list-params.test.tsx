// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from '../components/list-screen/filter-bar';
import { href } from './href';
import { useListParams } from './use-list-params';

afterEach(cleanup);

/** Renders a screen's useListParams at an address and hands back what it returned last, with the address. */
function renderAt<Key extends Parameters<typeof useListParams>[0]>(screen: Key, address: string) {
  const seen: { current?: ReturnType<typeof useListParams<Key>> } = {};
  function Probe() {
    seen.current = useListParams(screen);
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  const list = () => {
    if (seen.current === undefined) throw new Error('The probe has not rendered');
    return seen.current;
  };
  return { list, search: () => router.state.location.search };
}

describe('useListParams', () => {
  it("parses the screen's filters, a bad value falling back to its default", () => {
    const { list } = renderAt('teacher.inbox', `${href('teacher.inbox')}?show=everything&page=2`);
    expect(list().filters).toEqual({ show: 'all' });
    expect(list().page).toBe(2);
  });

  it('writes typed changes, leaving out what is unset and going back to page 1', () => {
    const { list, search } = renderAt('student.liveClasses', '/?page=3&subject=Maths');
    act(() => list().update({ view: 'upcoming', subject: '' }));
    expect(search()).toBe('?view=upcoming');
    expect(list().filters.view).toBe('upcoming');
    act(() => list().update({ page: 2 }));
    expect(search()).toBe('?view=upcoming&page=2');
  });

  it("is typed by the screen's search schema", () => {
    const { list } = renderAt('teacher.email', '/');
    const { update } = list();
    // Each line below would write what the Email screen's schema does not take, so each is refused
    // when the web app is type-checked (npm run typecheck); run here they change the address only.
    act(() => {
      // @ts-expect-error the Email screen has no `filter` parameter (Notifications has)
      update({ filter: 'unread' });
      // @ts-expect-error `show` is all or failed
      update({ show: 'unread' });
      // @ts-expect-error the page is a number
      update({ page: '2' });
      update({ show: 'failed' });
    });
    expect(list().filters.show).toBe('failed');
  });

  it("names a filter bar's parameters from the screen's search schema", () => {
    const { update } = renderAt('teacher.users', '/').list();
    const bar = (
      <FilterBar
        className=""
        search={{ label: 'Search', placeholder: '', value: '' }}
        selects={[
          { param: 'role', label: 'Role', value: '', options: [] },
          // @ts-expect-error the Users screen has no `show` parameter for a select to set
          { param: 'show', label: 'Show', value: '', options: [] },
        ]}
        onChange={update}
      />
    );
    expect(bar.props.onChange).toBe(update);
  });
});
