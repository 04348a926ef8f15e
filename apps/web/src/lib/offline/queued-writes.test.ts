// @vitest-environment jsdom
import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import '@tutorium/contract/endpoints/lessons';
import '@tutorium/contract/endpoints/quizzes';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-failure';
import { callEndpoint } from '../endpoint-client';
import { answerScope, LESSON_COMPLETION_KEY, QUIZ_ANSWER_KEY, registerQueuedWrites } from './queued-writes';

vi.mock('../endpoint-client', () => ({ callEndpoint: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn() } }));
const called = vi.mocked(callEndpoint);

/** A client as the app makes one: changes tried at once, the queued writes registered. */
function appClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false, networkMode: 'always' } } });
  registerQueuedWrites(client);
  client.mount();
  return client;
}

/** What a page leaves on the device (the persister stores `dehydrate`'s output as JSON), read by the next page. */
const reloaded = (client: QueryClient): QueryClient => {
  const next = appClient();
  hydrate(next, JSON.parse(JSON.stringify(dehydrate(client))));
  return next;
};

afterEach(() => {
  called.mockReset();
  vi.mocked(toast.error).mockReset();
  onlineManager.setOnline(true);
});

describe('writes kept offline', () => {
  it('sends a lesson marked complete offline once, after a reload, when the connection is back', async () => {
    called.mockResolvedValue({ success: true });
    onlineManager.setOnline(false);
    const page = appClient();
    const marking = page
      .getMutationCache()
      .build(page, { mutationKey: [...LESSON_COMPLETION_KEY, 'course-1'] })
      .execute({ lessonId: 'lesson-1', completed: true });
    void marking.catch(() => undefined);
    await vi.waitFor(() => expect(page.getMutationCache().getAll()[0]?.state.isPaused).toBe(true));
    expect(called).not.toHaveBeenCalled();

    const next = reloaded(page);
    page.unmount();
    await next.resumePausedMutations();
    expect(called).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(called).toHaveBeenCalledTimes(1));
    const [endpoint, input] = called.mock.calls[0] ?? [];
    expect(endpoint).toMatchObject({ method: 'PUT', path: '/lessons/:id/completion' });
    expect(input).toEqual({ params: { id: 'lesson-1' }, body: { completed: true } });
    await vi.waitFor(() => expect(next.getMutationCache().getAll()[0]?.state.status).toBe('success'));
    await next.resumePausedMutations();
    expect(called).toHaveBeenCalledTimes(1);
    next.unmount();
  });

  it('tells the student when an answer sent after the test closed is refused', async () => {
    called.mockRejectedValue(new ApiError(409, 'Time is up', {}, 'time_up'));
    const client = appClient();
    const write = { attemptId: 'attempt-1', questionId: 'q1', answer: { kind: 'true_false' as const, value: true } };
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationKey: QUIZ_ANSWER_KEY, scope: answerScope(write) })
        .execute(write),
    ).rejects.toThrow('Time is up');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This test has closed, so answers that had not been sent yet were not saved.',
        expect.anything(),
      ),
    );
    expect(called).toHaveBeenCalledTimes(1);
    client.unmount();
  });
});
