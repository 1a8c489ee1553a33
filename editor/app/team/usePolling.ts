/**
 * Asks again every few seconds while the editor is in view, and at once when it comes back into
 * view or gets the focus: what others do (who is editing a page, what waits for review) shows
 * within seconds, and a tab nobody looks at asks nothing.
 */
import { useEffect } from 'react';

export function usePolling(ask: () => void, every: number, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    ask();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') ask();
    }, every);
    const onVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ask, every, enabled]);
}
