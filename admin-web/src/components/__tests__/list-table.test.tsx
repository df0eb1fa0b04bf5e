import { render, screen } from '@testing-library/react';
import { ListTable, type ListColumns } from '../list-table';
import { CellList } from '../cell-list';

interface Customer {
  id: string;
  name: string;
  addresses: string[];
}

const columns: ListColumns<Customer> = [
  { key: 'name', header: 'Name', render: (customer) => customer.name },
  {
    key: 'addresses',
    header: 'Addresses',
    render: (customer) => (
      <CellList items={customer.addresses} none="No addresses">
        {(address) => address}
      </CellList>
    ),
  },
];

describe('ListTable', () => {
  it('says the records are loading until they come, then that there are none', () => {
    const view = render(<ListTable caption="Customers" rows={undefined} noun="customers" columns={columns} />);
    expect(screen.getByText('Loading customers…')).toBeInTheDocument();

    view.rerender(<ListTable caption="Customers" rows={[]} noun="customers" columns={columns} />);
    expect(screen.getByText('No customers yet.')).toBeInTheDocument();
    expect(screen.queryByText('Loading customers…')).not.toBeInTheDocument();
  });

  it('says the records could not be loaded when their request failed, instead of waiting forever', () => {
    render(<ListTable caption="Customers" rows={undefined} failed noun="customers" columns={columns} />);
    expect(screen.getByText('Could not load the customers. Reload the page to try again.')).toBeInTheDocument();
    expect(screen.queryByText('Loading customers…')).not.toBeInTheDocument();
  });

  it("uses a search's own words for an empty list", () => {
    render(<ListTable caption="Customers" rows={[]} noun="customers" empty='No customer matches "Ravi".' columns={columns} />);
    expect(screen.getByText('No customer matches "Ravi".')).toBeInTheDocument();
  });

  it("lists each record's parts one per line, or says it has none", () => {
    const rows = [
      { id: 'u1', name: 'Lakshmi', addresses: ['Home: Banjara Hills', 'Work: Madhapur'] },
      { id: 'u2', name: 'Ravi', addresses: [] },
    ];
    render(<ListTable caption="Customers" rows={rows} noun="customers" columns={columns} />);
    const [, lakshmi, ravi] = screen.getAllByRole('row');
    expect(Array.from(lakshmi.querySelectorAll('li'), (item) => item.textContent)).toEqual(['Home: Banjara Hills', 'Work: Madhapur']);
    expect(ravi).toHaveTextContent('No addresses');
  });
});
