import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value of something, for callbacks that keep one identity from render to render (a
 * memoised field's actions, a save asked for while another runs): they read `.current` when
 * they run, not the value of the render that made them.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
