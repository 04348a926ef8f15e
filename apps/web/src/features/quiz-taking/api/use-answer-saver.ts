import { MutationObserver, onlineManager, useQueryClient } from '@tanstack/react-query';
import type { GivenAnswer } from '@tutorium/contract/quizzes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnswerWrite, answerScope, attemptClosed, QUIZ_ANSWER_KEY } from '../../../lib/offline/queued-writes';

/** Where one question's answer is on its way to the server; `waiting`: kept offline, sent when the connection is back. */
export type SaveState = 'saving' | 'saved' | 'retrying' | 'waiting' | 'refused';

/**
 * Saves each answer as it is given (PUT per question), typing once it pauses. Each save is a queued
 * write (lib/offline/queued-writes.ts): the saves of one question go out one at a time in order, so the
 * newest lands last; one that fails to reach the server is retried until it does; offline they wait,
 * kept on the device through a reload, and go once the connection is back. A 409 (time up, already
 * submitted) means the attempt is over: `onClosed` runs once and nothing more is sent.
 */
export function useAnswerSaver(attemptId: string, onClosed: () => void) {
  const queryClient = useQueryClient();
  const [states, setStates] = useState<Record<string, SaveState>>({});
  /** Typing waiting for its pause, by question: the timer and the answer it will send. */
  const typing = useRef(new Map<string, { timer: number; answer: GivenAnswer | null }>());
  /** The number of the newest save of each question: only its outcome is shown. */
  const newest = useRef(new Map<string, number>());
  const trips = useRef(new Set<Promise<void>>());
  const closed = useRef(false);
  const onClosedLatest = useRef(onClosed);
  useEffect(() => {
    onClosedLatest.current = onClosed;
  }, [onClosed]);

  const mark = useCallback((questionId: string, state: SaveState) => {
    setStates((current) => (current[questionId] === state ? current : { ...current, [questionId]: state }));
  }, []);

  const send = useCallback(
    (questionId: string, answer: GivenAnswer | null) => {
      if (closed.current) return;
      const number = (newest.current.get(questionId) ?? 0) + 1;
      newest.current.set(questionId, number);
      const isNewest = () => newest.current.get(questionId) === number;
      const write: AnswerWrite = { attemptId, questionId, answer };
      const observer = new MutationObserver<unknown, Error, AnswerWrite>(queryClient, {
        mutationKey: QUIZ_ANSWER_KEY,
        scope: answerScope(write),
      });
      const stopWatching = observer.subscribe((result) => {
        if (!isNewest() || !result.isPending) return;
        // Paused also means queued behind the same question's last save: only offline is it "waiting".
        if (result.isPaused && !onlineManager.isOnline()) mark(questionId, 'waiting');
        else if (result.failureCount > 0) mark(questionId, 'retrying');
      });
      mark(questionId, onlineManager.isOnline() ? 'saving' : 'waiting');
      const trip = observer.mutate(write).then(
        () => {
          if (isNewest()) mark(questionId, 'saved');
        },
        (error: unknown) => {
          if (attemptClosed(error)) {
            if (!closed.current) {
              closed.current = true;
              onClosedLatest.current();
            }
            return;
          }
          // The server refused the answer itself (a number it cannot read): sending it again would not help.
          if (isNewest()) mark(questionId, 'refused');
        },
      );
      trips.current.add(trip);
      void trip.finally(() => {
        stopWatching();
        trips.current.delete(trip);
      });
    },
    [attemptId, mark, queryClient],
  );

  /** Saves a question's answer now, or `delayMs` after the last change (typing). */
  const save = useCallback(
    (questionId: string, value: GivenAnswer | null, delayMs = 0) => {
      if (closed.current) return;
      window.clearTimeout(typing.current.get(questionId)?.timer);
      typing.current.delete(questionId);
      if (delayMs <= 0) {
        send(questionId, value);
        return;
      }
      mark(questionId, onlineManager.isOnline() ? 'saving' : 'waiting');
      const timer = window.setTimeout(() => {
        typing.current.delete(questionId);
        send(questionId, value);
      }, delayMs);
      typing.current.set(questionId, { timer, answer: value });
    },
    [mark, send],
  );

  /** Sends every answer still waiting (before submitting) and waits for them all. */
  const flush = useCallback(async () => {
    for (const [questionId, { timer, answer }] of typing.current) {
      window.clearTimeout(timer);
      send(questionId, answer);
    }
    typing.current.clear();
    await Promise.all(trips.current);
  }, [send]);

  useEffect(
    () => () => {
      for (const { timer } of typing.current.values()) window.clearTimeout(timer);
    },
    [],
  );

  return { states, save, flush };
}
