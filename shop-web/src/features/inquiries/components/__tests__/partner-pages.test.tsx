import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

// Typing five fields takes a while under user-event.
jest.setTimeout(20_000);

describe('vendor and franchise inquiries', () => {
  it('sends a vendor inquiry, shows the green server message and empties the form', async () => {
    const inquiry = heldReply(() => HttpResponse.json({ msg: 'Inquiry submitted successfully!' }, { status: 201 }));
    server.use(http.post('/api/inquiry', inquiry.resolver));
    const { user } = await renderApp('/vendor');
    expect(await screen.findByRole('heading', { name: 'Why Partner With Us?' })).toBeInTheDocument();
    for (const title of ['Fair Pricing', 'Wide Market Reach', 'Growth & Support']) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    await user.type(screen.getByLabelText('Your Name'), 'Ramesh');
    await user.type(screen.getByLabelText('Business / Farm Name'), 'Green Acres');
    await user.type(screen.getByLabelText('Email'), 'ramesh@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('What do you produce?'), 'Millets');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    inquiry.release();
    const message = await screen.findByText('Inquiry submitted successfully!');
    expect(message).toHaveClass('form-message--success');
    expect(screen.getByLabelText('Your Name')).toHaveValue('');
    expect(inquiry.bodies).toEqual([
      {
        inquiryType: 'Vendor',
        formData: { your_name: 'Ramesh', business_name: 'Green Acres', email: 'ramesh@example.com', phone_number: '9876543210', product_details: 'Millets' },
      },
    ]);
  });

  it('keeps the franchise form values and shows a red message on failure', async () => {
    server.use(http.post('/api/inquiry', () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderApp('/franchise');
    for (const title of ['Trusted Brand', 'Proven Business Model', 'Comprehensive Support'])
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request Franchise Information' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Anita');
    await user.type(screen.getByLabelText('Email'), 'anita@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('City of Interest'), 'Warangal');
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    const message = await screen.findByText('An error occurred.');
    expect(message).toHaveClass('form-message--error');
    expect(screen.getByLabelText('City of Interest')).toHaveValue('Warangal');
  });
});
