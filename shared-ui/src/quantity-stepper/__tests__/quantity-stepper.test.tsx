import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from '../quantity-stepper';

function Stepper({ initial = 1, max }: { initial?: number; max?: number }) {
  const [quantity, setQuantity] = useState(initial);
  return <QuantityStepper value={quantity} onChange={setQuantity} itemName="Desi Eggs 12 pcs" max={max} />;
}

describe('QuantityStepper', () => {
  it('increases and decreases with named buttons', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={2} />);
    expect(screen.getByRole('group', { name: 'Quantity of Desi Eggs 12 pcs' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Desi Eggs 12 pcs' }));
    expect(screen.getByRole('status')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Desi Eggs 12 pcs' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it("takes accessible names in the page's language", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const labels = { group: 'గుడ్లు పరిమాణం', decrease: 'గుడ్లు పరిమాణం తగ్గించు', increase: 'గుడ్లు పరిమాణం పెంచు' };
    render(<QuantityStepper value={2} onChange={onChange} itemName="Desi Eggs" labels={labels} />);
    expect(screen.getByRole('group', { name: labels.group })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: labels.increase }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('never goes below 1', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<QuantityStepper value={1} onChange={onChange} itemName="Ghee" min={0} />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Ghee' });
    expect(decrease).toBeDisabled();
    await user.click(decrease);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes the item away from the lowest quantity when it can be removed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onRemove = jest.fn();
    const { rerender } = render(<QuantityStepper value={2} onChange={onChange} onRemove={onRemove} itemName="Ghee" />);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Ghee' }));
    expect(onChange).toHaveBeenCalledWith(1);
    rerender(<QuantityStepper value={1} onChange={onChange} onRemove={onRemove} itemName="Ghee" />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Ghee' });
    expect(decrease).toBeEnabled();
    await user.click(decrease);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stops at the maximum', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={4} max={5} />);
    const increase = screen.getByRole('button', { name: /Increase/ });
    await user.click(increase);
    expect(increase).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={3} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Decrease/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });
});
