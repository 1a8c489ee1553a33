/**
 * A question asked again and again (on focus, after each change, every few seconds) can be
 * answered out of order. `latest(question)` settles only while no later question has been asked
 * through it, so only the answer to the latest one is ever applied; an earlier answer is dropped.
 */
import { useCallback, useRef } from 'react';

export function useLatestAnswer(): <T>(question: Promise<T>) => Promise<T> {
  const asked = useRef(0);
  return useCallback(<T>(question: Promise<T>) => {
    const mine = ++asked.current;
    return new Promise<T>((resolve, reject) => {
      question.then(
        (answer) => mine === asked.current && resolve(answer),
        (error: unknown) => mine === asked.current && reject(error),
      );
    });
  }, []);
}
