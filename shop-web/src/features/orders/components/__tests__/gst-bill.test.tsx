import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setLanguage } from '@/i18n/i18n';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { order, signInAs } from '@/testing/fixtures';

const billed = order({
  delivery_status: 'Delivered',
  status: 'Completed',
  bill: { number: 'NNF/26-27/000123', kind: 'tax_invoice', issued_at: '2026-11-27T10:00:00.000Z' },
});

async function openOrder() {
  const { user } = await renderApp('/account');
  await user.click(await screen.findByRole('button', { name: /#F5A6B7C8/ }));
  return user;
}

describe('the GST bill of an order', () => {
  let saved: Array<{ name: string; size: number }>;

  beforeEach(() => {
    signInAs();
    saved = [];
    // The browser's download: the file the page hands over, by name and size.
    URL.createObjectURL = (blob: Blob) => `blob:${blob.size}`;
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, size: Number(this.href.split(':').pop()) });
    });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('downloads the bill of a delivered order as a PDF named by its number, the button disabled meanwhile', async () => {
    server.use(
      http.get('/api/orders', () => HttpResponse.json([billed])),
      http.get('/api/orders/:id/bill', async () => {
        await delay(50);
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const user = await openOrder();
    const section = await screen.findByRole('region', { name: 'GST bill' });
    expect(within(section).getByText('Bill NNF/26-27/000123')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Download bill (PDF)' }));
    expect(within(section).getByRole('button', { name: 'Downloading…' })).toBeDisabled();
    await waitFor(() => expect(saved).toEqual([{ name: 'NNF-26-27-000123.pdf', size: 4 }]));
  });

  it('says in Telugu when the bill is not ready yet, and shows nothing before delivery', async () => {
    await act(() => setLanguage('te'));
    server.use(
      http.get('/api/orders', () => HttpResponse.json([{ ...billed, bill: null }, order({ id: 'f00000000000000000000002' })])),
      http.get('/api/orders/:id/bill', () => HttpResponse.json({ msg: 'The bill is being prepared. Please try again in a moment.' }, { status: 409 })),
    );
    const user = await openOrder();
    const section = await screen.findByRole('region', { name: 'GST బిల్లు' });
    await user.click(within(section).getByRole('button', { name: 'బిల్లు డౌన్‌లోడ్ చేయండి (PDF)' }));
    expect(await within(section).findByText('మీ బిల్లు సిద్ధమవుతోంది. దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'GST బిల్లు' })).toHaveLength(1);
    expect(saved).toEqual([]);
  });
});
