import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '../tabs';

const tabs = [
  { id: 'overview', label: 'Overview', content: <p>Charts here</p> },
  { id: 'products', label: 'Products', content: <p>Product table</p> },
  { id: 'orders', label: 'Orders', content: <p>Order table</p> },
];

function Harness() {
  const [selected, setSelected] = useState('overview');
  return <Tabs label="Dashboard sections" tabs={tabs} selected={selected} onSelect={setSelected} />;
}

describe('Tabs', () => {
  it('shows only the selected panel, labelled by its tab', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Charts here');
    expect(screen.queryByText('Product table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getByRole('tabpanel', { name: 'Products' })).toHaveTextContent('Product table');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
  });

  it('moves on from the focused tab when the selection has not caught up yet (an app that selects through the URL)', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Tabs label="Dashboard sections" tabs={tabs} selected="overview" onSelect={onSelect} />);
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onSelect.mock.calls).toEqual([['products'], ['orders']]);
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('tabindex', '-1');
  });
});
