import type { CSSProperties } from 'react';
import '../tokens/tokens.css';
import './skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
}

/** A grey placeholder block. Decorative: mark the loading container with aria-busy instead. */
export function Skeleton({ width, height, circle = false, className }: SkeletonProps) {
  const classes = ['fsui-skeleton', circle && 'fsui-skeleton--circle', className].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height }} aria-hidden="true" />;
}

/** Placeholder shaped like a product card: image, name, description, price row. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div className={['fsui-skeleton-card', className].filter(Boolean).join(' ')} aria-hidden="true">
      <Skeleton className="fsui-skeleton-card__image" />
      <Skeleton width="70%" height="1.2em" />
      <Skeleton width="90%" />
      <Skeleton width="40%" height="2em" />
    </div>
  );
}
