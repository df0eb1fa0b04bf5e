import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/fixtures';

describe('account settings: text messages', () => {
  beforeEach(() => signInAs());

  it('turns order messages off and chooses their language, one request per change', async () => {
    let saved = { orderMessages: true, language: null as string | null };
    const puts: unknown[] = [];
    const answer = held();
    server.use(
      http.get('/api/me/preferences', () => HttpResponse.json(saved)),
      http.put('/api/me/preferences', async ({ request }) => {
        const body = (await request.json()) as typeof saved;
        puts.push(body);
        await answer.released;
        saved = body;
        return HttpResponse.json(saved);
      }),
    );
    const { user } = await renderApp('/account');
    await user.click(screen.getByRole('tab', { name: 'Account Settings' }));
    const toggle = await screen.findByRole('checkbox', { name: /Send me an SMS when my order/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(screen.getByText('Password-reset codes are always sent.')).toBeInTheDocument();

    await user.click(toggle);
    // Disabled while the change is being saved.
    expect(toggle).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Your message settings are saved.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(puts).toEqual([{ orderMessages: false, language: null }]);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await user.selectOptions(screen.getByLabelText('Language of the messages'), 'te');
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[2]).toEqual({ orderMessages: true, language: 'te' });
  });

  it('says so when the settings cannot be saved, and keeps what was there', async () => {
    server.use(http.put('/api/me/preferences', () => HttpResponse.json({ msg: 'orderMessages must be boolean' }, { status: 400 })));
    const { user } = await renderApp('/account');
    await user.click(screen.getByRole('tab', { name: 'Account Settings' }));
    const toggle = await screen.findByRole('checkbox', { name: /Send me an SMS when my order/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(/Could not save your message settings|Please check/)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });
});
