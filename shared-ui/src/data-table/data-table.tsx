import { useId, type Key, type ReactNode } from 'react';
import '../tokens/tokens.css';
import './data-table.css';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** What the cell is called on a narrow screen, where each row is a card; defaults to the header when it is text. */
  label?: string;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** Names the table and its scroll region for screen readers. */
  caption: string;
  captionHidden?: boolean;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  rowClassName?: (row: Row) => string | undefined;
  empty?: ReactNode;
}

/**
 * A captioned table. Where it has less than 48rem of room (a tablet held upright, a phone) each row becomes a card,
 * a cell per line under its column's name, so every cell and its buttons are in view without sideways scrolling.
 */
export function DataTable<Row>({ caption, captionHidden = false, columns, rows, rowKey, rowClassName, empty = 'Nothing to show yet.' }: DataTableProps<Row>) {
  const captionId = useId();
  const alignClass = (column: DataTableColumn<Row>) => (column.align === 'end' ? 'fsui-align-end' : undefined);
  return (
    // A focusable, labelled region lets keyboard users scroll a table wider than the screen.
    <div className="fsui-data-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="fsui-data-table__table">
        <caption id={captionId} className={captionHidden ? 'fsui-visually-hidden' : 'fsui-data-table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={alignClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="fsui-data-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={alignClass(column)}
                    data-label={column.label ?? (typeof column.header === 'string' ? column.header : undefined)}
                  >
                    {column.render ? column.render(row) : (row as Record<string, ReactNode>)[column.key]}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
