import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setLanguage } from '@/i18n/i18n';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { order, signInAs } from '@/testing/fixtures';

const delivered = order({ delivery_status: 'Delivered', status: 'Completed' });
const DAY = 24 * 60 * 60 * 1000;

async function openOrder() {
  const { user } = await renderApp('/account');
  await user.click(await screen.findByRole('button', { name: /#F5A6B7C8/ }));
  return user;
}

describe('rating a delivered order', () => {
  beforeEach(() => {
    signInAs();
    server.use(http.get('/api/orders', () => HttpResponse.json([delivered])));
  });

  it('rates it with stars and a comment, Save disabled while sending, then shows the rating with Edit', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/orders/:id/rating', async ({ request }) => {
        sent.push(await request.json());
        await delay(50);
        const now = Date.now();
        return HttpResponse.json({
          stars: 2,
          comment: 'Greens were wilted.',
          rated_at: new Date(now).toISOString(),
          editable_until: new Date(now + 7 * DAY).toISOString(),
        });
      }),
    );
    const user = await openOrder();
    const form = await screen.findByRole('form', { name: 'Rate this order' });
    const save = within(form).getByRole('button', { name: 'Save rating' });
    expect(save).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: '2 stars' }));
    await user.type(within(form).getByLabelText(/Comment/), 'Greens were wilted.');
    await user.click(save);
    expect(save).toBeDisabled();
    const yours = await screen.findByRole('region', { name: 'Your rating' });
    expect(sent).toEqual([{ stars: 2, comment: 'Greens were wilted.' }]);
    expect(within(yours).getByText('2 stars')).toBeInTheDocument();
    expect(within(yours).getByText('Greens were wilted.')).toBeInTheDocument();

    await user.click(within(yours).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it('offers no Edit once the 7 days are over', async () => {
    server.use(
      http.get('/api/orders/:id/rating', () =>
        HttpResponse.json({ rating: { stars: 4, comment: null, rated_at: '2020-01-01T10:00:00.000Z', editable_until: '2020-01-08T10:00:00.000Z' } }),
      ),
    );
    await openOrder();
    const yours = await screen.findByRole('region', { name: 'Your rating' });
    expect(within(yours).getByText('4 stars')).toBeInTheDocument();
    expect(within(yours).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows the refusal in the shopper’s language, not the server’s words', async () => {
    await act(() => setLanguage('te'));
    try {
      server.use(http.put('/api/orders/:id/rating', () => HttpResponse.json({ msg: 'Ratings can be changed for 7 days.' }, { status: 409 })));
      const user = await openOrder();
      const form = await screen.findByRole('form', { name: 'ఈ ఆర్డర్‌ను రేట్ చేయండి' });
      await user.click(within(form).getByRole('radio', { name: '5 నక్షత్రాలు' }));
      await user.click(within(form).getByRole('button', { name: 'రేటింగ్ సేవ్ చేయండి' }));
      await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('మొదటిసారి రేట్ చేసిన 7 రోజుల వరకు మాత్రమే రేటింగ్ మార్చవచ్చు.'));
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
