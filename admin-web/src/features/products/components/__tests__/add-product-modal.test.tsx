import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ghee.png', { type: 'image/png' });

/** A double click whose second click is handled before any timer runs (input queued on a busy phone). */
function doubleClick(button: HTMLElement) {
  fireEvent.click(button);
  fireEvent.click(button);
}

async function openAdd() {
  localStorage.setItem('adminToken', 'admin-token');
  const view = await renderApp('/admin');
  await view.user.click(screen.getByRole('tab', { name: 'Products' }));
  await view.user.click(screen.getByRole('button', { name: 'Add Product' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add New Product' }));
  return { ...view, dialog };
}

describe('Add New Product modal', () => {
  it('offers the admin categories plus Eggs, Live Birds by default', async () => {
    const { dialog } = await openAdd();
    const category = dialog.getByLabelText('Category*');
    expect(category).toHaveValue('livebirds');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Live Birds', 'Pickles', 'Dairy', 'Dry Fruits', 'Oils', 'Millets', 'Meat', 'Eggs',
    ]);
    expect(dialog.getByRole('group', { name: 'First Variant (Optional)' })).toBeInTheDocument();
  });

  it('requires a name, a category and an image', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Name*'), 'A2 Ghee');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Product Name, Category, and an Image are required.');
    expect(requests.writes()).toEqual([]);
  });

  it('uploads first, creates with the image URL and the first variant, shows Creating... and closes', async () => {
    const requests = recordRequests();
    let body: unknown;
    server.use(
      http.post('/api/admin/upload', () => HttpResponse.json({ imageUrl: '/api/images/665f00000000000000000042' }, { status: 201 })),
      http.post('/api/admin/products', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Name*'), 'A2 Ghee');
    await user.type(dialog.getByLabelText('Description'), 'Bilona churned.');
    await user.selectOptions(dialog.getByLabelText('Category*'), 'dairy');
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    await user.type(dialog.getByLabelText('Label'), '500ml');
    await user.type(dialog.getByLabelText('Price (₹)'), '799.5');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(await dialog.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['POST /api/admin/upload', 'POST /api/admin/products']);
    expect(body).toEqual({
      product: { name: 'A2 Ghee', description: 'Bilona churned.', category: 'dairy', image_url: '/api/images/665f00000000000000000042', is_active: true },
      // Stock left blank: not counted; weight left blank: the store reads it from the label.
      variant: { label: '500ml', price: 799.5, stock: null },
    });
  });

  it('creates a hidden product whose first variant has a stock and a weight', async () => {
    let body: { product?: { is_active?: boolean }; variant?: unknown } = {};
    server.use(
      http.post('/api/admin/upload', () => HttpResponse.json({ imageUrl: '/api/images/665f00000000000000000042' }, { status: 201 })),
      http.post('/api/admin/products', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Name*'), 'Country Eggs');
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    await user.click(dialog.getByLabelText('Visible in the shop'));
    await user.type(dialog.getByLabelText('Label'), '12 pcs');
    await user.type(dialog.getByLabelText('Price (₹)'), '170');
    await user.type(dialog.getByLabelText('Stock'), '30');
    await user.type(dialog.getByLabelText('Weight (g)'), '720');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body.product?.is_active).toBe(false);
    expect(body.variant).toEqual({ label: '12 pcs', price: 170, stock: 30, weight_grams: 720 });
  });

  it('refuses a stock that is not a whole number before sending anything', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Name*'), 'Country Eggs');
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    await user.type(dialog.getByLabelText('Label'), '12 pcs');
    await user.type(dialog.getByLabelText('Price (₹)'), '170');
    await user.type(dialog.getByLabelText('Stock'), '2.5');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Stock must be a whole number (leave it blank when it is not counted).');
    expect(requests.writes()).toEqual([]);
  });

  it('sends no variant when only one of label and price is filled', async () => {
    let body: { variant?: unknown } = {};
    server.use(
      http.post('/api/admin/upload', () => HttpResponse.json({ imageUrl: '/api/images/665f00000000000000000042' }, { status: 201 })),
      http.post('/api/admin/products', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Name*'), 'Desi Eggs');
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    await user.type(dialog.getByLabelText('Label'), '12 pcs');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body.variant).toBeNull();
  });

  it('keeps the form and shows the error when the upload is refused', async () => {
    server.use(http.post('/api/admin/upload', () => HttpResponse.json({ msg: 'Only JPEG, PNG, WebP or GIF images' }, { status: 400 })));
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Name*'), 'A2 Ghee');
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or GIF images');
    expect(dialog.getByLabelText('Name*')).toHaveValue('A2 Ghee');
    expect(dialog.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  });

  it("falls back to 'Failed to create product.'", async () => {
    server.use(
      http.post('/api/admin/upload', () => HttpResponse.json({ imageUrl: '/api/images/665f00000000000000000042' }, { status: 201 })),
      http.post('/api/admin/products', () => new HttpResponse(null, { status: 500 })),
    );
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Name*'), 'A2 Ghee');
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create product.');
  });

  it('asks to sign in again when the admin token is gone', async () => {
    const { user, dialog } = await openAdd();
    localStorage.removeItem('adminToken');
    await user.type(dialog.getByLabelText('Name*'), 'A2 Ghee');
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Admin authentication token not found. Please log in again.');
  });
});

describe('one request per click', () => {
  it('a double click on Create Product uploads once and creates one product', async () => {
    const requests = recordRequests();
    server.use(
      http.post('/api/admin/upload', () => HttpResponse.json({ imageUrl: '/api/images/665f00000000000000000042' }, { status: 201 })),
      http.post('/api/admin/products', async () => {
        await delay(50);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Name*'), 'A2 Ghee');
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    doubleClick(dialog.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['POST /api/admin/upload', 'POST /api/admin/products']);
  });
});
