import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { doubleClick, held } from '@farm-store/shared-ui/host/testing';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { product } from '@/testing/fixtures';
import { server } from '@/testing/server';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ghee.png', { type: 'image/png' });

const IMAGE_URL = '/api/images/665f00000000000000000042';

/** The store takes the picture. */
const uploadAccepted = () => http.post('/api/admin/upload', () => HttpResponse.json({ imageUrl: IMAGE_URL }, { status: 201 }));

/**
 * The store takes the picture and creates the product, answering once `answerWhen` (if given) settles; `sent()` is
 * the body of the creation.
 */
function productCreated(answerWhen?: () => Promise<unknown>) {
  let body: { product?: { is_active?: boolean; subscribable?: boolean }; variant?: unknown } = {};
  server.use(
    uploadAccepted(),
    http.post('/api/admin/products', async ({ request }) => {
      body = (await request.json()) as typeof body;
      await answerWhen?.();
      return HttpResponse.json(product, { status: 201 });
    }),
  );
  return { sent: () => body };
}

async function openAdd() {
  const view = await openTab('Products');
  await view.user.click(screen.getByRole('button', { name: 'Add Product' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add New Product' }));
  return { ...view, dialog };
}

type Opened = Awaited<ReturnType<typeof openAdd>>;

/** Name, category and image: what every product needs. */
async function fillRequired({ user, dialog }: Opened, name: string, category = 'eggs') {
  await user.type(dialog.getByLabelText('Name*'), name);
  await user.selectOptions(dialog.getByLabelText('Category*'), category);
  await user.upload(dialog.getByLabelText('Product Image*'), png());
}

/** Add Product with its name, category and image filled in. */
async function openFilled(name: string, category?: string) {
  const opened = await openAdd();
  await fillRequired(opened, name, category);
  return opened;
}

describe('Add New Product modal', () => {
  it('offers the admin categories by their labels, starting on Live Birds, the store’s first', async () => {
    const { dialog } = await openAdd();
    const category = dialog.getByLabelText('Category*');
    expect(category).toHaveValue('livebirds');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Live Birds', 'Pickles', 'Dairy', 'Dry Fruits', 'Oils', 'Millets', 'Meat', 'Eggs']);
    expect(dialog.getByRole('group', { name: 'First Variant (Optional)' })).toBeInTheDocument();
  });

  it('shows the chosen photo before anything is uploaded, and the next one chosen instead', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openAdd();
    expect(dialog.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    expect(dialog.getByRole('img', { name: 'Preview of the chosen photo, ghee.png' })).toHaveAttribute('src', 'blob:ghee.png');
    await user.upload(dialog.getByLabelText('Product Image*'), new File([new Uint8Array([1])], 'eggs.png', { type: 'image/png' }));
    expect(dialog.getByRole('img', { name: 'Preview of the chosen photo, eggs.png' })).toHaveAttribute('src', 'blob:eggs.png');
    expect(requests.writes()).toEqual([]);
  });

  it('sends the Telugu name and description and the MRP, and says the product was added', async () => {
    const created = productCreated();
    const { user, dialog } = await openFilled('Country Eggs');
    await user.type(dialog.getByLabelText(/^Name in Telugu/), 'నాటు కోడి గుడ్లు');
    await user.type(dialog.getByLabelText('Description in Telugu'), 'నాటు కోళ్ల గుడ్లు.');
    await user.type(dialog.getByLabelText('Label'), '12 pcs');
    await user.type(dialog.getByLabelText('Price (₹)'), '170');
    await user.type(dialog.getByLabelText('MRP (₹)'), '190');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created.sent().product).toMatchObject({ name_te: 'నాటు కోడి గుడ్లు', description_te: 'నాటు కోళ్ల గుడ్లు.' });
    expect(created.sent().variant).toEqual({ label: '12 pcs', price: 170, mrp: 190, stock: null });
    expect(await screen.findByText('Country Eggs added to the shop.')).toBeInTheDocument();
  });

  it.each([
    ['150', 'The MRP cannot be less than the price (₹170); raise it or leave it blank.'],
    ['1.234', 'The MRP must be more than 0 with at most 2 decimals (or blank).'],
  ])('an MRP of %s is refused under its field before anything is sent', async (mrp, message) => {
    const requests = recordRequests();
    const { user, dialog } = await openFilled('Country Eggs');
    await user.type(dialog.getByLabelText('Label'), '12 pcs');
    await user.type(dialog.getByLabelText('Price (₹)'), '170');
    await user.type(dialog.getByLabelText('MRP (₹)'), mrp);
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(dialog.getByLabelText('MRP (₹)')).toHaveAccessibleDescription(message);
    expect(requests.writes()).toEqual([]);
  });

  it('requires a name and an image, each said under its field', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openAdd();
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(dialog.getByLabelText('Name*')).toHaveAccessibleDescription('Give the product a name.');
    expect(dialog.getByLabelText('Product Image*')).toHaveAccessibleDescription('Choose an image of the product.');
    // Typing a name clears its message at once.
    await user.type(dialog.getByLabelText('Name*'), 'A2 Ghee');
    expect(dialog.getByLabelText('Name*')).not.toHaveAccessibleDescription();
    expect(requests.writes()).toEqual([]);
  });

  it.each([
    ['0', 'The price must be more than 0 with at most 2 decimals.'],
    ['12.345', 'The price must be more than 0 with at most 2 decimals.'],
    ['-5', 'The price must be more than 0 with at most 2 decimals.'],
    ['2000000', 'The price must be more than 0 with at most 2 decimals.'],
  ])('an invalid price (%s) is refused under the field before any image is uploaded', async (price, message) => {
    const requests = recordRequests();
    const { user, dialog } = await openFilled('A2 Ghee', 'dairy');
    await user.type(dialog.getByLabelText('Label'), '500ml');
    await user.type(dialog.getByLabelText('Price (₹)'), price);
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(dialog.getByLabelText('Price (₹)')).toHaveAccessibleDescription(message);
    expect(requests.all().filter((line) => line.includes('/upload'))).toEqual([]);
    expect(requests.writes()).toEqual([]);
  });

  it.each([
    ['Weight (g)', '0', 'The weight must be a whole number of grams, more than 0.'],
    ['Stock', '2.5', 'Stock must be a whole number (leave it blank when it is not counted).'],
  ])('a variant %s of %s is refused under its field before anything is sent', async (field, value, message) => {
    const requests = recordRequests();
    const { user, dialog } = await openFilled('Country Eggs');
    await user.type(dialog.getByLabelText('Label'), '12 pcs');
    await user.type(dialog.getByLabelText('Price (₹)'), '170');
    await user.type(dialog.getByLabelText(field), value);
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(dialog.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(requests.writes()).toEqual([]);
  });

  it('uploads first, creates with the image URL and the first variant, shows Creating... and closes', async () => {
    const requests = recordRequests();
    const answer = held();
    const created = productCreated(() => answer.released);
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Name*'), 'A2 Ghee');
    await user.type(dialog.getByLabelText('Description'), 'Bilona churned.');
    await user.selectOptions(dialog.getByLabelText('Category*'), 'dairy');
    await user.upload(dialog.getByLabelText('Product Image*'), png());
    await user.type(dialog.getByLabelText('Label'), '500ml');
    await user.type(dialog.getByLabelText('Price (₹)'), '799.5');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(await dialog.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['POST /api/admin/upload', 'POST /api/admin/products']);
    expect(created.sent()).toEqual({
      product: {
        name: 'A2 Ghee',
        description: 'Bilona churned.',
        name_te: '',
        description_te: '',
        category: 'dairy',
        image_url: IMAGE_URL,
        is_active: true,
        subscribable: false,
        // Dairy's usual tax class, left as it came.
        hsn: '0405',
        gst_rates: [
          { rate: 12, from: '2017-07-01' },
          { rate: 5, from: '2025-09-22' },
        ],
      },
      // Stock and MRP left blank: not counted, none; weight left blank: the store reads it from the label.
      variant: { label: '500ml', price: 799.5, mrp: null, stock: null },
    });
  });

  it('creates a hidden product whose first variant has a stock and a weight', async () => {
    const created = productCreated();
    const { user, dialog } = await openFilled('Country Eggs');
    await user.click(dialog.getByLabelText('Visible in the shop'));
    await user.click(dialog.getByLabelText('Customers can subscribe (daily or weekly deliveries)'));
    await user.type(dialog.getByLabelText('Label'), '12 pcs');
    await user.type(dialog.getByLabelText('Price (₹)'), '170');
    await user.type(dialog.getByLabelText('Stock'), '30');
    await user.type(dialog.getByLabelText('Weight (g)'), '720');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created.sent().product).toMatchObject({ is_active: false, subscribable: true });
    expect(created.sent().variant).toEqual({ label: '12 pcs', price: 170, mrp: null, stock: 30, weight_grams: 720 });
    expect(await screen.findByText('Country Eggs added, hidden from the shop.')).toBeInTheDocument();
  });

  it('sends no variant when its fields are left empty, and asks for the price once a label is typed', async () => {
    const created = productCreated();
    const { user, dialog } = await openFilled('Desi Eggs');
    await user.type(dialog.getByLabelText('Label'), '12 pcs');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(dialog.getByLabelText('Price (₹)')).toHaveAccessibleDescription('The price must be more than 0 with at most 2 decimals.');
    await user.clear(dialog.getByLabelText('Label'));
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created.sent().variant).toBeNull();
  });

  it('keeps the form and shows the error when the upload is refused', async () => {
    server.use(http.post('/api/admin/upload', () => HttpResponse.json({ msg: 'Only JPEG, PNG, WebP or GIF images' }, { status: 400 })));
    const { user, dialog } = await openFilled('A2 Ghee', 'dairy');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or GIF images');
    expect(dialog.getByLabelText('Name*')).toHaveValue('A2 Ghee');
    expect(dialog.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  });

  it("falls back to 'Failed to create product.'", async () => {
    server.use(
      uploadAccepted(),
      http.post('/api/admin/products', () => new HttpResponse(null, { status: 500 })),
    );
    const { user, dialog } = await openFilled('A2 Ghee', 'dairy');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create product.');
  });

  it('asks to sign in again when the admin token is gone', async () => {
    const opened = await openAdd();
    const { user, dialog } = opened;
    localStorage.removeItem('adminToken');
    await fillRequired(opened, 'A2 Ghee', 'dairy');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Admin authentication token not found. Please log in again.');
  });
});

describe('one request per click', () => {
  it('a double click on Create Product uploads once and creates one product', async () => {
    const requests = recordRequests();
    productCreated(() => delay(50));
    const { dialog } = await openFilled('A2 Ghee', 'dairy');
    doubleClick(dialog.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['POST /api/admin/upload', 'POST /api/admin/products']);
  });
});
