import type { ReactNode } from 'react';
import { TitledSection } from '@/components/titled-section';

interface CheckoutLayoutProps {
  title: string;
  summaryTitle: string;
  /** The step's own sections, in the main column. */
  main: ReactNode;
  /** The order's summary and the step's button, beside the main column (under it on a phone). */
  summary: ReactNode;
}

/** A checkout step's page: its title, its sections, and the summary that stays in view on a wide screen. */
export function CheckoutLayout({ title, summaryTitle, main, summary }: CheckoutLayoutProps) {
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      <div className="summary-layout">
        <div className="stack">{main}</div>
        <TitledSection title={summaryTitle} className="card stack summary-layout__aside">
          {summary}
        </TitledSection>
      </div>
    </div>
  );
}
