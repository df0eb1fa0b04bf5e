import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { addresses, signInAs } from '@/testing/fixtures';

describe('addresses page', () => {
  beforeEach(() => signInAs());

  it('requires both a label and an address', async () => {
    const { user } = await renderApp('/account/addresses');
    await user.type(await screen.findByLabelText('Label'), 'Home');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getByText('Both a label (e.g., Home) and an address are required.')).toBeInTheDocument();
  });

  it('adds an address, or shows why it could not', async () => {
    server.use(http.post('/api/addresses', () => HttpResponse.json([...addresses, { id: 'a3', label: 'Farm', value: 'Shamshabad' }], { status: 201 })));
    const { user } = await renderApp('/account/addresses');
    await user.type(await screen.findByLabelText('Label'), 'Farm');
    await user.type(screen.getByLabelText('Full Address'), 'Shamshabad');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Shamshabad')).toBeInTheDocument();
    expect(screen.getByLabelText('Label')).toHaveValue('');

    server.use(http.post('/api/addresses', () => new HttpResponse(null, { status: 500 })));
    await user.type(screen.getByLabelText('Label'), 'X');
    await user.type(screen.getByLabelText('Full Address'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Failed to add address.')).toBeInTheDocument();
  });

  it('deletes an address on the server after confirmation', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const deleted: string[] = [];
    server.use(http.delete('/api/addresses/:id', ({ params }) => (deleted.push(String(params.id)), HttpResponse.json([addresses[1]]))));
    const { user } = await renderApp('/account/addresses');
    await user.click(await screen.findByRole('button', { name: 'Delete address Home' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete address Home' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete address Home' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['a1']);
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
