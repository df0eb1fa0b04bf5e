import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answerLate, doubleClick, held } from '@farm-store/shared-ui/host/testing';
import { product } from '@/testing/fixtures';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

async function openEdit() {
  const view = await openTab('Products');
  await view.user.click(await screen.findByRole('button', { name: `Edit ${product.name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
  return { ...view, dialog: within(dialog), dialogElement: dialog };
}

describe('Edit Product modal', () => {
  it('shows the product under the title with its details and variant rows', async () => {
    const { dialog, dialogElement } = await openEdit();
    expect(dialogElement).toHaveAccessibleDescription(product.name);
    expect(dialog.getByLabelText('Name')).toHaveValue(product.name);
    expect(dialog.getByLabelText('Description')).toHaveAttribute('rows', '3');
    expect(dialog.getByLabelText('Category')).toHaveValue('livebirds');
    expect(dialog.getByRole('img', { name: `Current image of ${product.name}` })).toBeInTheDocument();
    expect(dialog.getAllByLabelText('Label').map((input) => (input as HTMLInputElement).value)).toEqual(['500g', '1kg']);
    expect(dialog.getAllByLabelText('Price (₹)').map((input) => (input as HTMLInputElement).value)).toEqual(['450', '850']);
  });

  it('uploads the new image, then saves the fields and every variant change in one call, and closes', async () => {
    const requests = recordRequests();
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post('/api/admin/upload', async ({ request }) => {
        const form = await request.formData();
        bodies.upload = (form.get('productImage') as File).name;
        return HttpResponse.json({ imageUrl: '/api/images/665f00000000000000000099' }, { status: 201 });
      }),
      http.put('/api/admin/products/:id', async ({ request }) => {
        bodies.product = await request.json();
        return HttpResponse.json(product);
      }),
    );
    const { user, dialog } = await openEdit();

    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Kadaknath Country Chicken');
    await user.upload(dialog.getByLabelText('New image (optional)'), new File(['png'], 'bird.png', { type: 'image/png' }));
    await user.click(dialog.getByRole('button', { name: 'Remove variant 500g' }));
    await user.clear(dialog.getByDisplayValue('850'));
    await user.type(dialog.getAllByLabelText('Price (₹)')[0], '900');
    await user.click(dialog.getByRole('button', { name: 'Add Variant' }));
    const labels = dialog.getAllByLabelText('Label');
    await user.type(labels[labels.length - 1], '2kg');
    const prices = dialog.getAllByLabelText('Price (₹)');
    await user.type(prices[prices.length - 1], '1650.5');
    // The removed existing row is hidden until save.
    expect(dialog.queryByDisplayValue('500g')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['POST /api/admin/upload', 'PUT /api/admin/products/p1']);
    expect(bodies.upload).toBe('bird.png');
    expect(bodies.product).toEqual({
      name: 'Kadaknath Country Chicken',
      description: product.description,
      name_te: product.name_te,
      description_te: '',
      category: 'livebirds',
      image_url: '/api/images/665f00000000000000000099',
      is_active: true,
      subscribable: false,
      variant_changes: {
        delete: ['v1'],
        add: [{ label: '2kg', price: 1650.5, mrp: null, stock: null }],
        update: [{ id: 'v2', label: '1kg', price: 900, mrp: null, stock: null }],
      },
    });
    expect(await screen.findByText('Kadaknath Chicken saved.')).toBeInTheDocument();
    // Success reloads the dashboard data after the writes.
    await waitFor(() => expect(requests.all().slice(-1)[0]).toMatch(/^GET /));
  });

  it("saves a variant's stock and weight and hides the product, in the same one call", async () => {
    let body: { is_active?: boolean; variant_changes?: { update?: unknown[] } } = {};
    server.use(
      http.put('/api/admin/products/:id', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ ...product, is_active: false });
      }),
    );
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByLabelText('Visible in the shop'));
    await user.type(dialog.getAllByLabelText('Stock')[0]!, '7');
    await user.type(dialog.getAllByLabelText('Weight (g)')[1]!, '1000');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument());
    expect(body.is_active).toBe(false);
    expect(body.variant_changes?.update).toEqual([
      { id: 'v1', label: '500g', price: 450, mrp: null, stock: 7 },
      { id: 'v2', label: '1kg', price: 850, mrp: null, stock: null, weight_grams: 1000 },
    ]);
    expect(await screen.findByText('Kadaknath Chicken is hidden from the shop.')).toBeInTheDocument();
  });

  it('edits the Telugu name and a variant’s MRP, refusing an MRP below the price under its field', async () => {
    let body: { name_te?: string; variant_changes?: { update?: unknown[] } } = {};
    server.use(
      http.put('/api/admin/products/:id', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json(product);
      }),
    );
    const { user, dialog } = await openEdit();
    const nameTe = dialog.getByLabelText(/^Name in Telugu/);
    expect(nameTe).toHaveValue('కడక్‌నాథ్ కోడి');
    await user.clear(nameTe);
    await user.type(nameTe, 'కడక్‌నాథ్ నాటు కోడి');
    const mrp = dialog.getAllByLabelText('MRP (₹)')[0]!;
    await user.type(mrp, '400');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(mrp).toHaveAccessibleDescription('Variant "500g": the MRP cannot be less than the price (₹450); raise it or leave it blank.');
    await user.clear(mrp);
    await user.type(mrp, '499');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument());
    expect(body.name_te).toBe('కడక్‌నాథ్ నాటు కోడి');
    expect(body.variant_changes?.update).toEqual([{ id: 'v1', label: '500g', price: 450, mrp: 499, stock: null }]);
  });

  it('shows a newly chosen image in place of the current one before saving', async () => {
    const { user, dialog } = await openEdit();
    expect(dialog.getByRole('img', { name: 'Current image of Kadaknath Chicken' })).toBeInTheDocument();
    await user.upload(dialog.getByLabelText('New image (optional)'), new File(['png'], 'bird.png', { type: 'image/png' }));
    expect(dialog.getByRole('img', { name: 'Preview of the new photo, bird.png' })).toHaveAttribute('src', 'blob:bird.png');
    expect(dialog.queryByRole('img', { name: 'Current image of Kadaknath Chicken' })).not.toBeInTheDocument();
  });

  it('refuses a weight of 0 grams before sending anything', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openEdit();
    await user.type(dialog.getAllByLabelText('Weight (g)')[0]!, '0');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Variant "500g": the weight must be a whole number of grams, more than 0.');
    expect(requests.writes()).toEqual([]);
  });

  it('says a bad price under that price field, and uploads no new image while the form is invalid', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openEdit();
    expect(dialog.getByLabelText('Category')).toHaveDisplayValue('Live Birds');
    await user.upload(dialog.getByLabelText('New image (optional)'), new File([new Uint8Array([0x89, 0x50])], 'new.png', { type: 'image/png' }));
    const price = dialog.getAllByLabelText('Price (₹)')[0]!;
    await user.clear(price);
    await user.type(price, '0');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(price).toHaveAccessibleDescription('Variant "500g": the price must be more than 0 with at most 2 decimals.');
    expect(price).toBeInvalid();
    expect(requests.writes()).toEqual([]);
  });

  it('checks the whole form before sending anything', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openEdit();
    const save = () => user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    const [half, kilo] = dialog.getAllByLabelText('Label');
    const [, kiloPrice] = dialog.getAllByLabelText('Price (₹)');

    await user.clear(kilo!);
    await user.type(kilo!, '500g');
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Two variants are labelled "500g".');

    await user.clear(kilo!);
    await user.type(kilo!, '1kg');
    await user.clear(kiloPrice!);
    await user.type(kiloPrice!, '10.555');
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Variant "1kg": the price must be more than 0 with at most 2 decimals.');

    await user.clear(kiloPrice!);
    await user.click(dialog.getByRole('button', { name: 'Add Variant' }));
    await user.type(kiloPrice!, '850');
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Variant row 3 needs a label, e.g. 500g.');

    await user.clear(half!);
    await user.click(dialog.getByRole('button', { name: 'Remove variant 3' }));
    await user.type(half!, '500g');
    await user.clear(dialog.getByLabelText('Name'));
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Product Name is required.');
    expect(requests.writes()).toEqual([]);
  });

  it('after a failure, saving again sends the same changes and does not upload the image again', async () => {
    const requests = recordRequests();
    const bodies: unknown[] = [];
    let answers = 0;
    server.use(
      http.post('/api/admin/upload', () => HttpResponse.json({ imageUrl: '/api/images/665f00000000000000000099' }, { status: 201 })),
      http.put('/api/admin/products/:id', async ({ request }) => {
        bodies.push(await request.json());
        answers += 1;
        return answers === 1
          ? HttpResponse.json({ msg: 'Saved the product details; not saved: the new variant "2kg" (another variant has that label now).' }, { status: 409 })
          : HttpResponse.json(product);
      }),
    );
    const { user, dialog } = await openEdit();
    await user.upload(dialog.getByLabelText('New image (optional)'), new File(['png'], 'bird.png', { type: 'image/png' }));
    await user.click(dialog.getByRole('button', { name: 'Add Variant' }));
    const labels = dialog.getAllByLabelText('Label');
    await user.type(labels[labels.length - 1], '2kg');
    const prices = dialog.getAllByLabelText('Price (₹)');
    await user.type(prices[prices.length - 1], '1600');

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Saved the product details; not saved: the new variant "2kg"');
    // The table behind the dialog is reloaded to show what was saved.
    await waitFor(() => expect(requests.all().slice(-1)[0]).toMatch(/^GET /));

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['POST /api/admin/upload', 'PUT /api/admin/products/p1', 'PUT /api/admin/products/p1']);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('a double click on Save Changes saves once', async () => {
    const requests = recordRequests();
    server.use(
      http.put(
        '/api/admin/products/:id',
        answerLate(() => HttpResponse.json(product)),
      ),
    );
    const { dialog } = await openEdit();
    doubleClick(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['PUT /api/admin/products/p1']);
  });

  it('skips the upload and unchanged variants; a removed new row is dropped at once', async () => {
    const requests = recordRequests();
    server.use(http.put('/api/admin/products/:id', () => HttpResponse.json(product)));
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Add Variant' }));
    expect(dialog.getAllByLabelText('Label')).toHaveLength(3);
    await user.click(dialog.getByRole('button', { name: 'Remove variant 3' }));
    expect(dialog.getAllByLabelText('Label')).toHaveLength(2);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['PUT /api/admin/products/p1']);
  });

  it('shows Saving... while busy and keeps the error in the modal on failure', async () => {
    const answer = held();
    server.use(
      http.put('/api/admin/products/:id', async () => {
        await answer.released;
        return HttpResponse.json({ msg: 'Category is not one we sell' }, { status: 400 });
      }),
    );
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.release();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Category is not one we sell');
    expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(dialog.getByLabelText('Name')).toHaveValue(product.name);
  });

  it("uses 'Failed to save changes.' when the server gives no reason", async () => {
    server.use(http.put('/api/admin/products/:id', () => new HttpResponse(null, { status: 500 })));
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to save changes.');
  });

  it('refuses to save without an admin token', async () => {
    const { user, dialog } = await openEdit();
    localStorage.removeItem('adminToken');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('No admin token, authorization denied');
  });
});
