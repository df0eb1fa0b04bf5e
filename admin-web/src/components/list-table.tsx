import type { ComponentProps } from 'react';
import { DataTable } from '@farm-store/shared-ui/host/kit';
import './list.css';

type ListTableProps<Row> = Omit<ComponentProps<typeof DataTable<Row>>, 'captionHidden' | 'rowKey' | 'empty'> & {
  /** Nothing has come yet: the table says `loadingText` instead of `empty`. */
  loading: boolean;
  loadingText: string;
  empty: string;
};

/**
 * A tab's list of records as a table: the caption is for screen readers, rows are keyed by their id, and at tablet
 * widths the first column stays in view while the rest scrolls sideways.
 */
export function ListTable<Row extends { id: string }>({ loading, loadingText, empty, ...table }: ListTableProps<Row>) {
  return (
    <div className="sticky-first">
      <DataTable {...table} captionHidden rowKey={(row) => row.id} empty={loading ? loadingText : empty} />
    </div>
  );
}
