// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LandingPage } from '../features/public/routes/landing-page';
import { activateLanguage, i18n } from '../lib/i18n';
import { RouteErrorBoundary } from './route-error-boundary';
import { siteNav } from './site-nav';

// The subject chips, as the API would list them: the landing page shows them only when it does.
vi.mock('../features/public/api/use-catalogue-categories', () => ({
  useCatalogueCategories: () => ({ isSuccess: true, data: ['Mathematics'] }),
}));

/** The ids of the texts drawn that the catalogues loaded lack: shown as their ids in a production build. */
const missing = new Set<string>();

beforeAll(async () => {
  // As main.tsx does before the first screen: the site's catalogue alone (lib/i18n.ts).
  await activateLanguage('hi');
  i18n.on('missing', ({ id }) => missing.add(id));
});

afterEach(() => cleanup());

const inHindi = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

/*
 * A first visit to the landing page downloads the site's catalogue and no other (docs/performance.md,
 * "Languages"): every text the page draws must be in it. One that is not has its file missing from
 * the site's list in apps/web/lingui.config.ts.
 */
describe("the landing page's texts", () => {
  it("come from the site's catalogue: the header, the phone menu, the sections and the footer", async () => {
    inHindi(
      <MemoryRouter>
        <LandingPage nav={siteNav} />
      </MemoryRouter>,
    );
    // The chips load after the page (a chunk of their own): long, on a busy machine.
    expect(await screen.findByText('लोकप्रिय विषय', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    expect(screen.getByRole('navigation', { name: 'मुख्य मेन्यू' })).toBeTruthy();
    expect([...missing]).toEqual([]);
  }, 60_000);

  it("come from the site's catalogue when the route fails: the error panel", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('a crash');
    };
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }]);
    inHindi(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect([...missing]).toEqual([]);
  });
});
