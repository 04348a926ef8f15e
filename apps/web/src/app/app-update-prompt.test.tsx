// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The build's id is '' under Vitest (no build): a build's is needed to tell another one from it.
vi.mock('../lib/build-id', () => ({ BUILD_ID: 'this-build' }));

/** A fresh copy of the update state and the prompt for each test: the state lives in the module. */
async function load() {
  vi.resetModules();
  const update = await import('../lib/app-update');
  const { AppUpdatePrompt } = await import('./app-update-prompt');
  const { i18n } = await import('@lingui/core');
  render(
    <I18nProvider i18n={i18n}>
      <AppUpdatePrompt />
    </I18nProvider>,
  );
  return update;
}

/** The browser's side: the service worker, which jsdom does not have. */
const serviceWorker = () => ({ check: vi.fn(), reloadToNewest: vi.fn(() => Promise.resolve()) });

beforeEach(async () => {
  const { i18n } = await import('@lingui/core');
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => cleanup());

describe('the update prompt', () => {
  it('stays empty while the server serves this build, or names none', async () => {
    const update = await load();
    const worker = serviceWorker();
    update.connectUpdateWorker(worker);
    act(() => {
      update.noticeServerBuild(null);
      update.noticeServerBuild('this-build');
    });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(worker.check).not.toHaveBeenCalled();
  });

  it('shows in its live region once an answer names another build, and asks the service worker for it once', async () => {
    const update = await load();
    const worker = serviceWorker();
    update.connectUpdateWorker(worker);
    act(() => {
      update.noticeServerBuild('the-next-build');
      update.noticeServerBuild('the-next-build');
    });
    expect(screen.getByRole('status').textContent).toContain('A new version of Tutorium is ready.');
    expect(worker.check).toHaveBeenCalledTimes(1);

    const reload = screen.getByRole('button', { name: 'Reload' });
    fireEvent.click(reload);
    expect(worker.reloadToNewest).toHaveBeenCalledTimes(1);
    expect(reload.getAttribute('aria-busy')).toBe('true');
  });

  it('shows when the service worker has installed a newer build, and reloads the page where there is no worker', async () => {
    const update = await load();
    const reloadPage = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: reloadPage });
    act(() => update.announceUpdate());
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
