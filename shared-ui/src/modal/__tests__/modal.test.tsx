import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../modal';

function EditProduct() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Edit Product"
        subtitle="Kadaknath Chicken"
        footer={
          <>
            <button onClick={() => setOpen(false)}>Cancel</button>
            <button>Save Changes</button>
          </>
        }
      >
        <label>
          Name <input defaultValue="Kadaknath Chicken" />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<EditProduct />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal dialog and focuses the first field', async () => {
    const user = userEvent.setup();
    render(<EditProduct />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Kadaknath Chicken');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('traps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(<EditProduct />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.tab(); // Cancel
    await user.tab(); // Save Changes
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await user.tab(); // wraps to the close button
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true }); // and back again
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<EditProduct />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and the backdrop', async () => {
    const user = userEvent.setup();
    render(<EditProduct />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(document.querySelector('.fsui-modal-backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("names its close button in the page's language when told", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="వివరాలు" closeLabel="మూసివేయి">
        <p>Body</p>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'మూసివేయి' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
