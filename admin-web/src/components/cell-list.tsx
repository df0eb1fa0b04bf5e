import type { ReactNode } from 'react';

interface CellListProps<Item> {
  items: Item[];
  /** What the cell says when there are none ("No addresses"). */
  none: string;
  className?: string;
  children: (item: Item) => ReactNode;
}

/** A table cell listing a record's parts one per line (a customer's addresses, a product's variants), or saying there are none. */
export function CellList<Item>({ items, none, className = '', children }: CellListProps<Item>) {
  if (items.length === 0) return <span className="muted">{none}</span>;
  return (
    <ul className={`fsui-plain-list ${className}`}>
      {items.map((item, index) => (
        <li key={index}>{children(item)}</li>
      ))}
    </ul>
  );
}
