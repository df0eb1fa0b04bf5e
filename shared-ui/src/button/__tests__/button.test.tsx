import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';

describe('Button', () => {
  it('is a non-submitting primary button by default and handles clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add</Button>);
    const button = screen.getByRole('button', { name: 'Add' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('fsui-button--primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be reached and pressed with the keyboard', async () => {
    const onClick = jest.fn();
    render(
      <Button variant="secondary" onClick={onClick}>
        Refresh
      </Button>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['primary', 'secondary', 'danger', 'ghost'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass(`fsui-button--${variant}`);
  });

  it('while busy shows a spinner, is disabled and reports aria-busy', async () => {
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Sending...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.fsui-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
