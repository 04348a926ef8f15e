import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import type { GivenAnswer } from '@tutorium/contract/quizzes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-failure';
import { callEndpoint } from '../../../lib/endpoint-client';
import { failureCodeOf } from '../../../lib/failure-code';

/** Where one question's answer is on its way to the server. */
export type SaveState = 'saving' | 'saved' | 'retrying' | 'refused';

/** One question's latest answer and its trip. */
interface Slot {
  value: GivenAnswer | null;
  /** Changed since the request in flight (or the last one) was sent. */
  dirty: boolean;
  inFlight: Promise<void> | null;
  /** The debounce or the retry waiting to send. */
  timer: number | undefined;
  failures: number;
}

const MAX_RETRY_DELAY_MS = 15_000;

/**
 * Saves each answer as it is given (PUT per question), the newest value winning: one request per
 * question at a time, a change made meanwhile sent when it returns, a failed one retried with a
 * growing delay until it goes through (a phone losing its signal mid-test keeps its answers). A 409
 * (time up, already submitted) means the attempt is over: `onClosed` runs once and nothing more is sent.
 */
export function useAnswerSaver(attemptId: string, onClosed: () => void) {
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const slots = useRef(new Map<string, Slot>());
  const closed = useRef(false);
  const onClosedLatest = useRef(onClosed);
  useEffect(() => {
    onClosedLatest.current = onClosed;
  }, [onClosed]);

  const mark = useCallback((questionId: string, state: SaveState) => {
    setStates((current) => (current[questionId] === state ? current : { ...current, [questionId]: state }));
  }, []);

  const send = useCallback(
    (questionId: string): Promise<void> => {
      const slot = slots.current.get(questionId);
      if (slot === undefined || closed.current) return Promise.resolve();
      if (slot.inFlight !== null) return slot.inFlight;
      window.clearTimeout(slot.timer);
      slot.timer = undefined;
      slot.dirty = false;
      const answer = slot.value;
      const trip = (async () => {
        try {
          await callEndpoint(quizEndpoints.answer, { params: { id: attemptId, questionId }, body: { answer } });
          slot.failures = 0;
          slot.inFlight = null;
          if (slot.dirty) await send(questionId);
          else mark(questionId, 'saved');
        } catch (error) {
          slot.inFlight = null;
          const code = failureCodeOf(quizEndpoints.answer, error);
          if (code === 'time_up' || code === 'attempt_submitted') {
            if (!closed.current) {
              closed.current = true;
              onClosedLatest.current();
            }
            return;
          }
          // The server refused the answer itself (a number it cannot read): a retry would be refused again.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            mark(questionId, 'refused');
            return;
          }
          slot.failures += 1;
          slot.dirty = true;
          mark(questionId, 'retrying');
          slot.timer = window.setTimeout(
            () => void send(questionId),
            Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** slot.failures),
          );
        }
      })();
      slot.inFlight = trip;
      return trip;
    },
    [attemptId, mark],
  );

  /** Saves a question's answer now, or `delayMs` after the last change (typing). */
  const save = useCallback(
    (questionId: string, value: GivenAnswer | null, delayMs = 0) => {
      if (closed.current) return;
      const slot = slots.current.get(questionId) ?? {
        value,
        dirty: false,
        inFlight: null,
        timer: undefined,
        failures: 0,
      };
      slots.current.set(questionId, slot);
      slot.value = value;
      slot.dirty = true;
      // A failing save keeps saying so until one goes through.
      if (slot.failures === 0) mark(questionId, 'saving');
      window.clearTimeout(slot.timer);
      if (slot.inFlight !== null) return;
      if (delayMs > 0) slot.timer = window.setTimeout(() => void send(questionId), delayMs);
      else void send(questionId);
    },
    [mark, send],
  );

  /** Sends every answer still waiting (before submitting) and waits for them all. */
  const flush = useCallback(async () => {
    const pending = [...slots.current.entries()].map(async ([questionId, slot]) => {
      if (slot.inFlight !== null) await slot.inFlight;
      if (slot.dirty) await send(questionId);
    });
    await Promise.all(pending);
  }, [send]);

  useEffect(
    () => () => {
      for (const slot of slots.current.values()) window.clearTimeout(slot.timer);
    },
    [],
  );

  return { states, save, flush };
}
