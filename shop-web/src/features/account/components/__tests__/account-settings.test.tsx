import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held, heldReply } from '@farm-store/shared-ui/host/testing';
import { AUTH_TOKEN_KEY, USER_KEY } from '@/config/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { customer, signInAs } from '@/testing/fixtures';

async function openSettings() {
  const rendered = await renderApp('/account');
  await rendered.user.click(screen.getByRole('tab', { name: 'Account Settings' }));
  return rendered;
}

describe('account settings: name, password, my data', () => {
  beforeEach(() => signInAs());

  it('changes the name once per click and shows it in the header', async () => {
    const rename = heldReply((body) => HttpResponse.json({ ...customer, name: (body as { name: string }).name }));
    server.use(http.put('/api/me', rename.resolver));
    const { user } = await openSettings();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '  Lakshmi Devi ');
    const save = screen.getByRole('button', { name: 'Save name' });
    await user.dblClick(save);
    expect(save).toBeDisabled();
    rename.release();
    expect(await screen.findByText('Your name is saved.')).toBeInTheDocument();
    expect(rename.bodies).toEqual([{ name: 'Lakshmi Devi' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Lakshmi Devi' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').name).toBe('Lakshmi Devi');
  });

  it('refuses an empty name before sending', async () => {
    let calls = 0;
    server.use(
      http.put('/api/me', () => {
        calls += 1;
        return HttpResponse.json(customer);
      }),
    );
    const { user } = await openSettings();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('changes the password and keeps this device signed in with the fresh token', async () => {
    const passwordChange = heldReply(() => HttpResponse.json({ msg: 'Your password has been changed.', token: 'fresh-token' }));
    server.use(http.put('/api/me/password', passwordChange.resolver));
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    const change = screen.getByRole('button', { name: 'Change password' });
    await user.click(change);
    expect(change).toBeDisabled();
    passwordChange.release();
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(passwordChange.bodies).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret-1' }]);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says in its own words that the current password is wrong, and keeps the old token', async () => {
    server.use(http.put('/api/me/password', () => HttpResponse.json({ msg: 'Your current password is not correct.' }, { status: 400 })));
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Current password'), 'not-it-at-all');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must have at least 8 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('customer-token');
  });

  it('downloads my data as a JSON file fetched with my session', async () => {
    const answer = held();
    const exported = { exported_at: '2026-11-20T10:00:00.000Z', profile: { phone: customer.phone }, orders: [] };
    const tokens: (string | null)[] = [];
    server.use(
      http.get('/api/me/export', async ({ request }) => {
        tokens.push(request.headers.get('x-auth-token'));
        await answer.released;
        return HttpResponse.json(exported);
      }),
    );
    const saved: { blob: Blob; name: string }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blobs.get(this.href)!, name: this.download });
    });
    try {
      const { user } = await openSettings();
      const download = screen.getByRole('button', { name: 'Download my data' });
      await user.dblClick(download);
      expect(download).toBeDisabled();
      answer.release();
      expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
      expect(tokens).toEqual(['customer-token']);
      expect(saved).toHaveLength(1);
      expect(saved[0].name).toBe('my-data-2026-11-20.json');
      expect(JSON.parse(await saved[0].blob.text())).toEqual(exported);
    } finally {
      click.mockRestore();
    }
  });

  it('deletes the account only with the password and a confirmation, then signs out and goes home', async () => {
    const deletion = heldReply(() => HttpResponse.json({ msg: 'Your account has been deleted.' }));
    server.use(http.delete('/api/me', deletion.resolver));
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Delete my account' });
    const confirm = within(form).getByRole('button', { name: 'Delete my account for good' });
    expect(confirm).toBeDisabled();
    await user.type(within(form).getByLabelText('Your password'), 'my-secret-1');
    expect(confirm).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: /my account will be deleted/ }));
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    deletion.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deletion.bodies).toEqual([{ password: 'my-secret-1' }]);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('a wrong password deletes nothing and says so', async () => {
    server.use(http.delete('/api/me', () => HttpResponse.json({ msg: 'That password is not correct.' }, { status: 400 })));
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Delete my account' });
    await user.type(within(form).getByLabelText('Your password'), 'wrong-one-1');
    await user.click(within(form).getByRole('checkbox', { name: /my account will be deleted/ }));
    await user.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByText('That password is not correct.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('customer-token');
  });
  it('while orders are still to be delivered, says which ones in plain words and deletes nothing', async () => {
    server.use(
      http.delete('/api/me', () =>
        HttpResponse.json(
          {
            msg: 'Your account can be deleted once these orders are delivered or cancelled: E1F0A9B8, 00C0FFEE.',
            openOrders: [
              { id: '6650f1c2a9e4b7d3e1f0a9b8', delivery_status: 'Out for Delivery' },
              { id: '6650f1c2a9e4b7d300c0ffee', delivery_status: 'Pending' },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Delete my account' });
    await user.type(within(form).getByLabelText('Your password'), 'my-secret-1');
    await user.click(within(form).getByRole('checkbox', { name: /my account will be deleted/ }));
    await user.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your account can be deleted once these orders are delivered or cancelled: #E1F0A9B8 (On its way), #00C0FFEE (Order placed). Until then we need your address to deliver them.',
    );
    expect(router.state.location.pathname).toBe('/account');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('customer-token');
  });
});

describe('privacy page', () => {
  it('says what is kept after deletion and why, and where to download or delete', async () => {
    await renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'What we keep after deletion, and why' })).toBeInTheDocument();
    expect(screen.getByText(/keep your past orders .* because the store must keep its sales accounts/)).toBeInTheDocument();
    expect(screen.getByText(/“Download my data” saves a file/)).toBeInTheDocument();
    expect(screen.getByText(/“Delete my account” \(with your password\) erases/)).toBeInTheDocument();
  });
  it("says when the rider's position is shown and how long riders' positions are kept, in both languages", async () => {
    const { user } = await renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: "Your rider's position" })).toBeInTheDocument();
    expect(screen.getByText(/shown to you only while your order is out for delivery.*Riders' positions are deleted after 7 days\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'తెలుగు' }));
    expect(await screen.findByRole('heading', { name: 'మీ రైడర్ స్థానం' })).toBeInTheDocument();
    expect(screen.getByText(/డెలివరీకి బయలుదేరినప్పుడు మాత్రమే.*7 రోజుల తర్వాత తొలగిస్తాం\./)).toBeInTheDocument();
  });
});
