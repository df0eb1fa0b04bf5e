import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a moment set with `start(seconds)`; 0 when none is running. Ticks once a second. */
export function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const running = until > now;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    const from = Date.now();
    setNow(from);
    setUntil(from + seconds * 1000);
  }, []);

  return { secondsLeft: running ? Math.ceil((until - now) / 1000) : 0, start };
}
