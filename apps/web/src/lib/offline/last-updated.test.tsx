// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInI18n } from '../../../test/unit/i18n';
import { setViewerTimeZone } from '../format';
import { LastUpdated } from './last-updated';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setViewerTimeZone(undefined);
});

// 10:00 UTC, 3:30 pm in India: shown in the viewer's zone.
const earlier = Date.parse('2026-06-01T10:00:00Z');

describe('LastUpdated', () => {
  it('shows nothing for data fetched by this page while online', () => {
    const { container } = renderInI18n(<LastUpdated updatedAt={Date.now()} />);
    expect(container.textContent).toBe('');
  });

  it('says when data restored from the device was fetched, until it is refreshed', () => {
    setViewerTimeZone('Asia/Kolkata');
    const { container } = renderInI18n(<LastUpdated updatedAt={earlier} />);
    expect(container.textContent).toBe('Last updated 1 Jun, 3:30 pm IST');
  });

  it('marks any data as offline, with its time, while the connection is down', () => {
    setViewerTimeZone('Asia/Kolkata');
    const fetchedNow = Date.now();
    const { container } = renderInI18n(<LastUpdated updatedAt={fetchedNow} />);
    expect(container.textContent).toBe('');
    act(() => goOffline(true));
    expect(container.textContent).toMatch(/^Offline · last updated \d/);
    act(() => goOffline(false));
    expect(container.textContent).toBe('');
  });

  it('shows nothing when nothing was fetched', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderInI18n(<LastUpdated updatedAt={0} />);
    expect(container.textContent).toBe('');
  });
});
