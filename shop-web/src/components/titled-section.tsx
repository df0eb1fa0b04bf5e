import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page section named by its own heading (screen readers announce it as a region with that name). */
export function TitledSection({ title, className, children }: TitledSectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
