import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import '../tokens/tokens.css';
import './confetti.css';

export interface ConfettiProps {
  /** Number of falling pieces (the store uses 400 for a new account, 150 for a placed order). */
  pieces?: number;
  /** The burst removes itself after this many milliseconds. */
  durationMs?: number;
  onDone?: () => void;
}

const COLOURS = ['#2f6b3a', '#4c9a2a', '#f2b705', '#9c7448', '#b3261e', '#e6f2dc'];

function prefersReducedMotion() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)').matches : false;
}

export function Confetti({ pieces = 150, durationMs = 5000, onDone }: ConfettiProps) {
  const [reduced] = useState(prefersReducedMotion);
  const [active, setActive] = useState(true);

  useEffect(() => {
    const timer = setTimeout(
      () => {
        setActive(false);
        onDone?.();
      },
      reduced ? 0 : durationMs,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onDone is a notification; restarting the timer when its identity changes would extend the burst
  }, [durationMs, reduced]);

  const styles = useMemo(
    () =>
      Array.from({ length: pieces }, (_, i): CSSProperties => {
        const fall = 0.45 + Math.random() * 0.55; // share of the burst this piece spends falling
        return {
          left: `${Math.random() * 100}%`,
          background: COLOURS[i % COLOURS.length],
          animationDuration: `${Math.round(durationMs * fall)}ms`,
          animationDelay: `${Math.round(Math.random() * durationMs * (1 - fall))}ms`,
          ['--fsui-drift' as string]: `${Math.round((Math.random() - 0.5) * 200)}px`,
          ['--fsui-spin' as string]: `${Math.round(360 + Math.random() * 720)}deg`,
        };
      }),
    [pieces, durationMs],
  );

  if (!active || reduced) return null;
  return (
    <div className="fsui-confetti" aria-hidden="true" data-testid="confetti">
      {styles.map((style, i) => (
        <span key={i} className="fsui-confetti__piece" style={style} />
      ))}
    </div>
  );
}
