import type { ReactNode } from 'react';
import './info-blocks.css';

/** The opening banner of a story page (about us, the partner pages): its heading and one line under it. */
export function PageBanner({ title, text, className }: { title: ReactNode; text: ReactNode; className: string }) {
  return (
    <section className={`page-banner ${className}`}>
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}

/** Cards (`<li className="card">`) side by side, as many to a row as fit. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="fsui-plain-list card-grid">{children}</ul>;
}

/** Cards of a heading and a sentence each. */
export function TextCards({ cards }: { cards: Array<{ title: string; text: string }> }) {
  return (
    <CardGrid>
      {cards.map((card) => (
        <li key={card.title} className="card">
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </CardGrid>
  );
}
