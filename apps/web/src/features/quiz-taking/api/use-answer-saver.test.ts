// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
// Loaded ahead, so the write's own import of it resolves at once under fake timers.
import '@tutorium/contract/endpoints/quizzes';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-failure';
import { callEndpoint } from '../../../lib/endpoint-client';
import { registerQueuedWrites } from '../../../lib/offline/queued-writes';
import { useAnswerSaver } from './use-answer-saver';

vi.mock('../../../lib/endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);
const saved = { success: true as const, savedAt: '2026-05-01T10:00:00.000Z' };

/** The bodies sent so far. */
const bodies = () => called.mock.calls.map(([, input]) => (input as { body: unknown }).body);

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
const renderSaver = (onClosed: () => void = () => {}) =>
  renderHook(() => useAnswerSaver('attempt', onClosed), { wrapper });

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient({ defaultOptions: { mutations: { retry: false, networkMode: 'always' } } });
  registerQueuedWrites(client);
});
afterEach(() => {
  cleanup();
  called.mockReset();
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('saving answers as they are given', () => {
  it('sends typing once it pauses, and a change made while one is on its way after it returns', async () => {
    let arrive = () => {};
    called.mockImplementationOnce(() => new Promise((resolve) => (arrive = () => resolve(saved))));
    called.mockResolvedValue(saved);
    const { result } = renderSaver();
    act(() => {
      result.current.save('q1', { kind: 'short', text: 'New' }, 600);
      result.current.save('q1', { kind: 'short', text: 'Newton' }, 600);
    });
    expect(result.current.states.q1).toBe('saving');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(bodies()).toEqual([{ answer: { kind: 'short', text: 'Newton' } }]);
    act(() => result.current.save('q1', null));
    await act(async () => arrive());
    expect(bodies()).toEqual([{ answer: { kind: 'short', text: 'Newton' } }, { answer: null }]);
    expect(result.current.states.q1).toBe('saved');
  });

  it('retries a save that did not reach the server until it does', async () => {
    called.mockRejectedValueOnce(new ApiError(0, 'Network error')).mockResolvedValue(saved);
    const { result } = renderSaver();
    await act(async () => result.current.save('q1', { kind: 'single', option: 1 }));
    expect(result.current.states.q1).toBe('retrying');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(called).toHaveBeenCalledTimes(2);
    expect(result.current.states.q1).toBe('saved');
  });

  it('stops and says so once when the server answers that time is up', async () => {
    called.mockRejectedValue(new ApiError(409, 'Time is up', {}, 'time_up'));
    const onClosed = vi.fn();
    const { result } = renderSaver(onClosed);
    await act(async () => result.current.save('q1', { kind: 'true_false', value: true }));
    await act(async () => result.current.save('q2', { kind: 'true_false', value: false }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(called).toHaveBeenCalledTimes(1);
  });

  it('keeps answers given offline and sends each once, in order, when the connection is back', async () => {
    called.mockResolvedValue(saved);
    const { result } = renderSaver();
    act(() => onlineManager.setOnline(false));
    await act(async () => result.current.save('q1', { kind: 'single', option: 1 }));
    await act(async () => result.current.save('q1', { kind: 'single', option: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(called).not.toHaveBeenCalled();
    expect(result.current.states.q1).toBe('waiting');
    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((mutation) => mutation.state.isPaused),
    ).toHaveLength(2);

    await act(async () => onlineManager.setOnline(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bodies()).toEqual([{ answer: { kind: 'single', option: 1 } }, { answer: { kind: 'single', option: 2 } }]);
    expect(result.current.states.q1).toBe('saved');
  });
});
