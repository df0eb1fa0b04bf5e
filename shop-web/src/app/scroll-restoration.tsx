import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Frames a restored position may wait for its page to grow tall enough (data from the cache, images). */
const RESTORE_FRAMES = 30;

/**
 * Where each screen opens: a new screen (another path) at the top; Back and Forward at the position the
 * shopper left that history entry at. The declarative router has no scroll handling of its own, and the
 * browser's would restore before the screen has rendered.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (currentKey.current === location.key) return;
    currentKey.current = location.key;
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (navigationType !== NavigationType.Pop) {
      // A new screen opens at its top; a change within one screen (category, page) leaves that to the screen.
      if (!samePath) window.scrollTo(0, 0);
      return;
    }
    const target = positions.current.get(location.key) ?? 0;
    let frame = 0;
    let handle = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && ++frame < RESTORE_FRAMES) handle = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(handle);
  }, [location.key, location.pathname, navigationType]);

  return null;
}
