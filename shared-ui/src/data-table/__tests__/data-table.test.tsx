import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from '../data-table';

interface Coupon {
  id: string;
  code: string;
  min: number;
}

const columns: DataTableColumn<Coupon>[] = [
  { key: 'code', header: 'Code' },
  { key: 'min', header: 'Minimum purchase', align: 'end', render: (c) => `₹${c.min}` },
];

describe('DataTable', () => {
  it('renders a captioned table with column headers and rows', () => {
    render(
      <DataTable
        caption="Coupons"
        columns={columns}
        rows={[
          { id: '1', code: 'FRESH10', min: 500 },
          { id: '2', code: 'WELCOME', min: 0 },
        ]}
        rowKey={(c) => c.id}
        rowClassName={(c) => (c.min === 0 ? 'is-free' : undefined)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Coupons' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Minimum purchase']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('cell', { name: 'FRESH10' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('cell', { name: '₹500' })).toHaveClass('fsui-align-end');
    expect(rows[2]).toHaveClass('is-free');
  });

  it('wraps the table in a focusable, labelled scroll region', async () => {
    render(<DataTable caption="Orders" captionHidden columns={columns} rows={[]} rowKey={(c) => c.id} />);
    const region = screen.getByRole('region', { name: 'Orders' });
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('shows the empty message when there are no rows', () => {
    render(<DataTable caption="Coupons" columns={columns} rows={[]} rowKey={(c) => c.id} empty="No coupons yet." />);
    expect(screen.getByRole('cell', { name: 'No coupons yet.' })).toHaveAttribute('colspan', '2');
  });

  it("names every cell for the narrow-screen card: the header's text, or the column's label when the header is not text", () => {
    render(
      <DataTable
        caption="Coupons"
        columns={[...columns, { key: 'actions', header: <span aria-hidden="true">⋯</span>, label: 'Actions', render: () => 'Edit' }]}
        rows={[{ id: '1', code: 'FRESH10', min: 500 }]}
        rowKey={(c) => c.id}
      />,
    );
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Code', 'Minimum purchase', 'Actions']);
  });
});
