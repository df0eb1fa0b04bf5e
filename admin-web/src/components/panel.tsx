import type { ReactNode } from 'react';

/** A dashboard tab's panel: the section is named by its heading, and the tab's own controls stand beside the heading. */
export function Panel({
  id,
  title,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={`${id}-heading`}>
      <div className="panel__header">
        <h2 id={`${id}-heading`}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
