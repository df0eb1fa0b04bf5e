import type { ComponentProps } from 'react';
import { DataTable } from '@farm-store/shared-ui/host/kit';
import './list.css';

type ListTableProps<Row> = Omit<ComponentProps<typeof DataTable<Row>>, 'captionHidden' | 'rowKey' | 'rows' | 'empty'> & {
  /** The records; `undefined` until they have come, when the table says "Loading {noun}…" (or, once the request has failed, that they could not be loaded). */
  rows: Row[] | undefined;
  failed?: boolean;
  /** What the records are, in the plural ("coupons"). */
  noun: string;
  /** What an empty list says; "No {noun} yet." unless a search or filter needs its own words. */
  empty?: string;
};

/** A list's columns, for a tab that describes them apart from its JSX. */
export type ListColumns<Row> = ListTableProps<Row>['columns'];

/**
 * A tab's list of records as a table: the caption is for screen readers, rows are keyed by their id, and at tablet
 * widths the first column stays in view while the rest scrolls sideways.
 */
export function ListTable<Row extends { id: string }>({ rows, failed = false, noun, empty = `No ${noun} yet.`, ...table }: ListTableProps<Row>) {
  return (
    <div className="sticky-first">
      <DataTable
        {...table}
        captionHidden
        rows={rows ?? []}
        rowKey={(row) => row.id}
        empty={rows ? empty : failed ? `Could not load the ${noun}. Reload the page to try again.` : `Loading ${noun}…`}
      />
    </div>
  );
}
