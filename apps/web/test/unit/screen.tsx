import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderInI18n } from './i18n';

/** A client as a screen's test wants one: a failed read fails at once rather than after three tries. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Renders a screen as the app would reach it: `routes` (a path pattern to its element: the screen,
 * and any screen it leads to) in a memory router opened at `address`, inside TanStack Query and the
 * I18nProvider. Returns Testing Library's result and the query client.
 */
export function renderScreen(routes: Record<string, ReactElement>, address: string, client = testQueryClient()) {
  const result = renderInI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
