import type { APIRequestContext, Page } from '@playwright/test';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { test, expect } from '../support/fixtures';
import { adminToken, DEMO_PARTNERS, placeOrder, signUpCustomer, someVariants } from '../support/api';
import { signInAsAdmin } from '../support/admin';
import { assignToPartner, partnerCard, signInPartnerApp } from '../support/delivery';
import { addressFields, addressForm, HYDERABAD_PARTS, signInShop } from '../support/shop';

/**
 * Addresses and delivery slots on a phone, through the gateway: an address the store cannot place is refused, a Hyderabad pincode says
 * who delivers before saving, checkout offers the slots (the earliest open one chosen, a full one not choosable),
 * and the chosen slot follows the order to its success page, the order history, the staff's packing list and the
 * partner's list. Every slot is taken from GET /api/slots, so the journey does not depend on the time of day.
 */
test.use({ viewport: { width: 360, height: 740 } });

interface Slot {
  id: string;
  starts_at: string;
  ends_at: string;
  status: 'open' | 'few_left' | 'full' | 'closed';
}
interface SlotsAnswer {
  slots: Slot[];
  next_open: Slot | null;
}

const PINCODE = HYDERABAD_PARTS.pincode;
const selectable = (slot: Slot) => slot.status === 'open' || slot.status === 'few_left';

async function slotsFor(request: APIRequestContext): Promise<SlotsAnswer> {
  const answer = await request.get(`/api/slots?pincode=${PINCODE}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SlotsAnswer;
}

/** The page is no wider than the phone: nothing to scroll sideways. */
async function fitsTheScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How the apps word a slot, worked out in the page's own browser (its Intl data): its Hyderabad day ("Sat 30 Nov"),
 * whether that is today, and a pattern for its hours ("7–9 am").
 */
async function slotWords(page: Page, slot: Slot): Promise<{ day: string; today: boolean; hours: string }> {
  const words = await page.evaluate(({ starts_at, ends_at }) => {
    const zone = 'Asia/Kolkata';
    const parts = (format: Intl.DateTimeFormatOptions, iso: string) =>
      Object.fromEntries(new Intl.DateTimeFormat('en-IN', { timeZone: zone, ...format }).formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    const calendarDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(date);
    const { weekday, day, month } = parts({ weekday: 'short', day: 'numeric', month: 'short' }, starts_at);
    const clock = (iso: string) => parts({ hour: 'numeric', hour12: true }, iso);
    const from = clock(starts_at);
    const to = clock(ends_at);
    return {
      day: `${weekday} ${day} ${month}`,
      today: calendarDay(new Date(starts_at)) === calendarDay(new Date()),
      from: from.hour,
      to: to.hour,
      period: String(to.dayPeriod).toLowerCase(),
    };
  }, slot);
  return { day: words.day, today: words.today, hours: `${words.from}(\\s*[ap]m)?\\s*–\\s*${words.to}\\s*${words.period}` };
}

test('a customer on a phone saves a Hyderabad address, picks a delivery slot and the slot follows the order to staff and rider', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const customer = await signUpCustomer(request, `Slot Buyer ${stamp}`);
  const asCustomer = { headers: { 'x-auth-token': customer.token } };
  const asAdmin = { headers: { 'x-admin-token': await adminToken(request) } };
  const [product] = await someVariants(request);

  // A one-order slot two days ahead (the last day offered: later than the demo slots of today and tomorrow that
  // other journeys take), filled by another customer: it shows as Full.
  const lastDay = (await slotsFor(request)).slots.at(-1)!.id.match(/\d{4}-\d{2}-\d{2}/)![0];
  const template = await request.post('/api/admin/slots/templates', {
    ...asAdmin,
    data: {
      weekdays: [new Date(`${lastDay}T00:00:00Z`).getUTCDay()],
      start: '13:00',
      end: '14:00',
      capacity_orders: 1,
      capacity_kg: 60,
      cutoff: { kind: 'hours_before', hours: 1 },
    },
  });
  expect(template.status()).toBe(201);
  const templateId = ((await template.json()) as { id: string }).id;
  const fullSlotId = `hyderabad-${lastDay}-1300-1400`;
  try {
    // One place: "few left" until it is taken.
    await expect.poll(async () => (await slotsFor(request)).slots.find((s) => s.id === fullSlotId)?.status).toBe('few_left');
    const filler = await signUpCustomer(request, `Slot Filler ${stamp}`);
    await placeOrder(
      request,
      filler,
      { label: 'Home', value: 'Plot 4, Road No. 2, Madhapur, Hyderabad 500081' },
      [{ id: product.variants[0].id, quantity: 1 }],
      fullSlotId,
    );
    await expect.poll(async () => (await slotsFor(request)).slots.find((s) => s.id === fullSlotId)?.status).toBe('full');

    await signInShop(page, customer);

    await test.step('an address of only "🏠🏠🏠" is refused with what to add, and nothing is saved', async () => {
      await page.goto('/account/addresses');
      const fields = addressFields(page);
      await fields.house.fill('🏠🏠🏠');
      await fields.street.fill('🏠🏠🏠');
      await fields.area.fill('🏠🏠🏠');
      await addressForm(page).getByRole('button', { name: 'Save Address' }).click();
      await expect(addressForm(page).getByRole('alert')).toHaveText('Add the 6-digit pincode so we can work out delivery.');
      await expect(page.getByText('No saved addresses yet.')).toBeVisible();
      // A one-box address the store cannot place is refused by the API too, saying what to add.
      const refused = await request.post('/api/addresses', { ...asCustomer, data: { newAddress: { label: 'Home', value: '🏠🏠🏠' } } });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({ msg: 'Add the 6-digit pincode so we can work out delivery.' });
      expect(await (await request.get('/api/addresses', asCustomer)).json()).toEqual([]);
      await fitsTheScreen(page);
    });

    await test.step('a Hyderabad pincode says who delivers before the address is saved', async () => {
      const fields = addressFields(page);
      await fields.house.fill(HYDERABAD_PARTS.house);
      await fields.street.fill(HYDERABAD_PARTS.street);
      await fields.area.fill(HYDERABAD_PARTS.area);
      await fields.pincode.fill(PINCODE);
      await expect(addressForm(page).getByText('Hyderabad — delivery by our riders')).toBeVisible();
      await expect(page.getByText('Address added successfully.')).toHaveCount(0);
      expect(await (await request.get('/api/addresses', asCustomer)).json()).toEqual([]);
      await fitsTheScreen(page);
      await addressForm(page).getByRole('button', { name: 'Save Address' }).click();
      await expect(page.getByText('Address added successfully.')).toBeVisible();
    });

    expect(await (await request.get('/api/addresses', asCustomer)).json()).toEqual([expect.objectContaining({ pincode: PINCODE, zone: 'hyderabad' })]);

    let chosen!: Slot;
    let orderId = '';
    await test.step('checkout offers the slots: the earliest open one chosen, the full one not choosable', async () => {
      await page.goto('/?category=livebirds');
      const card = page.locator('article', { has: page.getByRole('heading', { name: product.name, exact: true }) });
      await card.getByRole('button', { name: /^Add / }).click();
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      const answer = await slotsFor(request);
      const earliest = answer.next_open!;
      // Another slot than the one chosen for the customer: the last open one of the demo's.
      chosen = answer.slots.filter((s) => selectable(s) && s.id !== earliest.id && s.id !== fullSlotId).at(-1)!;
      await page.goto('/checkout');

      const picker = page.getByRole('region', { name: 'Delivery Slot' });
      const slotRadio = (id: string) => picker.locator(`input[type="radio"][value="${id}"]`);
      await expect(page.getByRole('radio', { name: /Madhapur/ })).toBeChecked();
      await expect(slotRadio(earliest.id)).toBeChecked();
      await expect(slotRadio(fullSlotId)).toBeDisabled();
      const fullChip = picker.locator('label', { has: page.locator(`input[value="${fullSlotId}"]`) });
      await expect(fullChip).toContainText('Full');
      // Tapping the full slot changes nothing.
      await fullChip.click({ force: true });
      await expect(slotRadio(fullSlotId)).not.toBeChecked();
      await expect(slotRadio(earliest.id)).toBeChecked();
      await fitsTheScreen(page);

      await slotRadio(chosen.id).check();
      await expect(picker.getByRole('status')).toHaveText('We’re keeping this slot for you for 10 minutes.');
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
      await fitsTheScreen(page);
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
      orderId = (await page.getByTestId('order-id').getAttribute('data-order-id'))!;
    });

    const words = await slotWords(page, chosen);
    // The shop names the slot's day even when it is today: "Arriving Sat 30 Nov, 7–9 am".
    const arriving = () => expect(page.getByText(/^Arriving /)).toHaveText(new RegExp(`^Arriving ${escape(words.day)}, ${words.hours}$`, 'i'));

    await test.step('the chosen slot is on the success page and in the order history', async () => {
      await arriving();
      await fitsTheScreen(page);
      await page.getByRole('link', { name: 'View My Orders' }).click();
      await page.getByRole('button', { name: new RegExp(`Order #${shortOrderId(orderId)}`) }).click();
      await arriving();
      await fitsTheScreen(page);
      const [order] = (await (await request.get('/api/orders', asCustomer)).json()) as Array<{ id: string; slot: { id: string } | null }>;
      expect(order).toMatchObject({ id: orderId, slot: { id: chosen.id } });
    });

    await test.step("staff: the slot's packing list lists the item and the order", async () => {
      const staff = await browser.newContext({ baseURL: process.env.STORE_URL, viewport: { width: 360, height: 740 } });
      const admin = await staff.newPage();
      await signInAsAdmin(admin);
      await admin.goto(`/admin/slots/${chosen.id}/packing`);
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/^Packing list: /);
      const row = admin.getByRole('row').filter({ hasText: `#${shortOrderId(orderId)}` });
      await expect(row).toContainText(product.name);
      await expect(row).toContainText(`Slot Buyer ${stamp} × 1`);
      await fitsTheScreen(admin);
      await staff.close();
    });

    await test.step('partner: the assigned order is under its slot heading', async () => {
      const partner = DEMO_PARTNERS[0];
      await assignToPartner(request, orderId, partner.phone);
      const rider = await browser.newContext({ baseURL: process.env.STORE_URL, viewport: { width: 360, height: 740 } });
      const app = await rider.newPage();
      await signInPartnerApp(app, request, partner);
      await app.goto('/delivery/dashboard');
      const card = partnerCard(app, orderId);
      await expect(card).toBeVisible();
      // The slot's section (inside "To deliver"), named by its heading: "7–9 am · 1 order", another day's with its day.
      const section = app.getByRole('region').filter({ has: card }).last();
      await expect(section).toHaveAccessibleName(new RegExp(`^${words.today ? '' : `${escape(words.day)}, `}${words.hours} · \\d+ orders?$`, 'i'));
      await fitsTheScreen(app);
      await rider.close();
    });
  } finally {
    await request.delete(`/api/admin/slots/templates/${templateId}`, asAdmin);
  }
});
