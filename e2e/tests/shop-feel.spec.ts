import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { signUpCustomer, type Customer } from '../support/api';
import { auditScreen, type ScreenAudit } from '../support/a11y';
import { addressFields, addressForm, signInShop } from '../support/shop';

/**
 * How the shop feels on a phone: nothing the customer needs under the fixed header or tab bar, finger-sized controls
 * with their whole label, a stepper on a card once its size is in the cart, forms that speak up only after the
 * customer did something, the banner's words readable on any frame, and long words that never widen the page.
 */

type Box = { x: number; y: number; width: number; height: number };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A Hyderabad product with sizes, from the seeded shelf. */
async function shelfProduct(request: APIRequestContext, category: string) {
  const body = (await (await request.get(`/api/products?page=1&limit=12&category=${category}`)).json()) as {
    products: Array<{ id: string; name: string; variants: Array<{ id: string; label: string }> }>;
  };
  return body.products.find((p) => p.variants.length > 1) ?? body.products.find((p) => p.variants.length > 0)!;
}

async function saveAddress(request: APIRequestContext, customer: Customer, house = 'Flat 12, Sai Residency') {
  const saved = await request.post('/api/addresses', {
    headers: { 'x-auth-token': customer.token },
    data: { newAddress: { label: 'Home', house, street: 'Road No. 36', area: 'Madhapur', pincode: '500081' } },
  });
  expect(saved.ok()).toBe(true);
}

/**
 * Scrolls `target` to the top and to the bottom of the screen as the browser does for a focus or a jump (scroll
 * padding included), and answers what it then overlaps of the sticky header and the fixed tab bar.
 */
async function coveredBy(page: Page, target: Locator): Promise<string[]> {
  const covered: string[] = [];
  for (const block of ['start', 'end'] as const) {
    await target.evaluate((el, where) => el.scrollIntoView({ block: where, behavior: 'instant' }), block);
    const box = (await target.boundingBox())!;
    for (const [name, bar] of [
      ['header', page.locator('.shop-header')],
      ['tab bar', page.locator('.shop-bottom-bar')],
    ] as const) {
      if (overlaps(box, (await bar.boundingBox())!)) covered.push(`${block}: under the ${name}`);
    }
  }
  return covered;
}

for (const width of [320, 360, 390, 430]) {
  test(`the fixed bars cover no control the customer needs at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 320 ? 640 : 780 });
    const customer = await signUpCustomer(request, 'Bar Check');
    await saveAddress(request, customer);
    await signInShop(page, customer);
    const product = await shelfProduct(request, 'meatpoultry');
    const problems: string[] = [];
    const check = async (screen: string, target: Locator) => {
      await expect(target).toBeVisible();
      for (const problem of await coveredBy(page, target)) problems.push(`${screen} — ${await target.textContent()}: ${problem}`);
    };

    // The product page: Add is in view above the tab bar as soon as the page opens, without scrolling.
    await page.goto(`/product/${product.id}`);
    const add = page.getByRole('button', { name: new RegExp(`^Add ${escaped(product.name)} `) });
    await expect(add).toBeVisible();
    const bar = (await page.locator('.shop-bottom-bar').boundingBox())!;
    const addBox = (await add.boundingBox())!;
    expect(addBox.y + addBox.height, 'Add sits above the tab bar on arrival').toBeLessThanOrEqual(bar.y);
    await check('product', add);
    await add.click();
    await check('product', page.getByRole('button', { name: /^Add one more / }));

    await page.getByRole('link', { name: /^Cart/ }).click();
    await check('cart', page.getByRole('button', { name: /^Increase quantity/ }));
    await check('cart', page.getByRole('button', { name: /^Remove / }));
    await check('cart', page.getByRole('button', { name: 'Proceed to Checkout' }));
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('radio', { name: /Madhapur/ })).toBeChecked();
    await check('checkout', addressForm(page).getByRole('button', { name: 'Save Address' }));
    const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
    await expect(proceed).toBeEnabled();
    await check('checkout', proceed);
    await proceed.click();
    // The payment choices and the total arrive after the page opens and push the coupon down: measure once they are in.
    const confirm = page.getByRole('button', { name: 'Confirm Order' });
    await expect(confirm).toBeEnabled();
    await check('payment', page.getByRole('button', { name: 'Apply' }));
    await check('payment', confirm);

    await page.goto('/account');
    await check('account', page.getByRole('tab', { name: 'Account Settings' }));
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    await check('account', page.getByRole('button', { name: 'Log Out' }));
    await page.goto('/account/addresses');
    await check('addresses', page.getByRole('button', { name: 'Save Address' }));
    await check('addresses', page.getByRole('button', { name: /^Delete address/ }));
    expect(problems).toEqual([]);
  });
}

/** Every button, field and tab-bar link on the page smaller than 44 × 44 px (radios and checkboxes by their label). */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main input, main select, main textarea, .shop-header button, .shop-header a, .shop-header input, .shop-bottom-bar a, .deliver-to button',
    );
    const small: string[] = [];
    for (const control of controls) {
      const target = control.matches('input[type=radio], input[type=checkbox]') ? (control.closest('label') ?? control) : control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown (a closed panel)
      if (box.width < 44 || box.height < 44)
        small.push(`${control.tagName.toLowerCase()} "${control.getAttribute('aria-label') ?? control.textContent?.trim()}" ${box.width}×${box.height}`);
    }
    return small;
  });
}

/** The size chips whose label does not fit inside them (cut off or spilling out). */
async function cutChips(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.product-card__size, .product-page__size')]
      .filter((chip) => chip.scrollWidth > chip.clientWidth || chip.scrollHeight > chip.clientHeight)
      .map((chip) => chip.textContent ?? ''),
  );
}

test('controls are finger-sized with their whole label, and the tab bar keeps to the tabs, call and chat at 360 px', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const customer = await signUpCustomer(request, 'Tap Check');
  await signInShop(page, customer);
  const audits: ScreenAudit[] = [];

  for (const category of ['eggs', 'meatpoultry', 'dairy']) {
    await page.goto(`/?category=${category}`);
    await expect(page.locator('.product-card').first()).toBeVisible();
    expect(await smallControls(page), `${category} shelf`).toEqual([]);
    expect(await cutChips(page), `${category} size chips`).toEqual([]);
  }
  await page.locator('.product-card').first().getByRole('button', { name: /^Add / }).click();
  expect(await smallControls(page), 'a card with its stepper').toEqual([]);
  audits.push(await auditScreen(page, testInfo, 'feel-home-stepper'));

  const product = await shelfProduct(request, 'meatpoultry');
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  expect(await smallControls(page), 'product page').toEqual([]);
  expect(await cutChips(page), 'product page sizes').toEqual([]);
  audits.push(await auditScreen(page, testInfo, 'feel-product'));

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  expect(await smallControls(page), 'cart').toEqual([]);

  const tabBar = page.getByRole('navigation', { name: 'Main' });
  await expect(tabBar.getByRole('link')).toHaveCount(6);
  await expect(tabBar.getByRole('link', { name: /Instagram|Facebook/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Follow us' }).getByRole('link', { name: /on (Instagram|Facebook)/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: /on Instagram/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /on Facebook/ })).toBeVisible();
  audits.push(await auditScreen(page, testInfo, 'feel-side-menu'));
  expect(audits.flatMap((a) => a.violations.map((v) => `${a.screen}: ${v}`))).toEqual([]);
});

test('a card shows a stepper once its size is in the cart, and the stepper changes the cart', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInShop(page, await signUpCustomer(request, 'Stepper Check'));
  const product = await shelfProduct(request, 'meatpoultry');
  await page.goto('/?category=meatpoultry');
  const card = page.locator('article', { has: page.getByRole('heading', { name: product.name, exact: true }) });
  const size = product.variants[0].label;
  const item = `${product.name} ${size}`;
  await card.getByRole('button', { name: `Add ${item} to cart` }).click();
  const stepper = card.getByRole('group', { name: `Quantity of ${item}` });
  await expect(stepper.locator('output')).toHaveText('1');
  await expect(card.getByRole('button', { name: `Add ${item} to cart` })).toHaveCount(0);
  await expect(stepper.getByRole('button', { name: `Add one more ${item}` })).toBeFocused();
  await stepper.getByRole('button', { name: `Add one more ${item}` }).click();
  await expect(stepper.locator('output')).toHaveText('2');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('group', { name: `Quantity of ${item}` }).locator('output')).toHaveText('2');
  await page.goBack();
  await card.getByRole('button', { name: `Remove one ${item}` }).click();
  await expect(stepper.locator('output')).toHaveText('1');
  await card.getByRole('button', { name: `Remove one ${item}` }).click();
  await expect(card.getByRole('button', { name: `Add ${item} to cart` })).toBeFocused();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
});

test('forms speak up only after the customer did something, inline, and logging out lands on the home page', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
  const customer = await signUpCustomer(request, 'Form Check');
  await signInShop(page, customer);

  // Checkout with nothing saved yet: a note says what the button waits for, no error.
  await page.goto('/?category=eggs');
  await page.locator('.product-card').first().getByRole('button', { name: /^Add / }).click();
  await page.goto('/checkout');
  await expect(page.getByText('Please select or add a shipping address.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

  await page.goto('/account/addresses');
  const form = addressForm(page);
  const fields = addressFields(page);
  await expect(fields.house).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);

  // Left empty: said under that field only.
  await fields.house.focus();
  await fields.street.focus();
  await expect(fields.house).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.house).toHaveAccessibleDescription('Please fill this in.');
  await expect(fields.street).not.toHaveAttribute('aria-invalid', 'true');

  // Too long: under the field as it is pasted, and nothing is sent.
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/addresses') posted += 1;
  });
  await fields.house.fill('Flat 12');
  await fields.street.fill(`Road No. 36 ${'x'.repeat(160)}`);
  await expect(fields.street).toHaveAccessibleDescription('Too long: at most 150 characters (172 now).');
  await fields.area.fill('Madhapur');
  await fields.pincode.fill('500081');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(fields.street).toBeFocused();
  expect(posted).toBe(0);

  // "Other" opens its name field, with the cursor in it and a note that a name is needed.
  await form.getByRole('radio', { name: 'Other' }).check();
  const name = form.getByLabel('Label', { exact: true });
  await expect(name).toBeFocused();
  // The form was tried once already, so the note is said as what is missing.
  await expect(name).toHaveAccessibleDescription('Give this address a name, e.g. Parents’ home.');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const audit = await auditScreen(page, testInfo, 'feel-address-form');
  expect(audit.violations).toEqual([]);

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.getByText('Please sign in to continue')).toHaveCount(0);
  await expect(page.getByText('Guest')).toBeVisible();
});

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: number[]) {
  const [R, G, B] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The lightest pixel of a PNG screenshot, decoded by the page's own canvas (the e2e workspace has no PNG decoder). */
function lightestPixel(page: Page, png: Buffer): Promise<number[]> {
  return page.evaluate(async (base64) => {
    // From bytes, not a data: URL, which the shop's Content-Security-Policy does not let the page fetch.
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    // WCAG relative luminance, as luminance() below.
    const linear = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    const light = (i: number) => 0.2126 * linear(data[i]) + 0.7152 * linear(data[i + 1]) + 0.0722 * linear(data[i + 2]);
    let best = 0;
    for (let i = 0; i < data.length; i += 4) if (light(i) > light(best)) best = i;
    return [data[best], data[best + 1], data[best + 2]];
  }, png.toString('base64'));
}

/**
 * The lowest contrast of the banner's text colour against the lightest pixel behind any of its lines (each line's
 * box, screenshotted with the words hidden).
 */
async function bannerContrast(page: Page) {
  const lines = page.locator('.category-banner__text > *');
  const text = await page.locator('.category-banner__title').evaluate((el) => getComputedStyle(el).color);
  const textRgb = text.match(/\d+/g)!.slice(0, 3).map(Number);
  await lines.evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.color = 'transparent')));
  let worst = Infinity;
  for (const line of await lines.all()) {
    const box = await line.boundingBox();
    if (!box || box.width === 0) continue; // not shown at this width
    const lightest = await lightestPixel(page, await page.screenshot({ clip: box, animations: 'disabled' }));
    worst = Math.min(worst, contrast(textRgb, lightest));
  }
  await lines.evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.color = '')));
  return worst;
}

for (const width of [360, 1366]) {
  test(`the category banner's words stay readable on the poster and on the clip at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // Eggs: the lightest poster and clip of the shelves, on a return visit: the page and its clip (fetched in
    // ranges) come through the shop's service worker, as for every shopper who opened the shop before.
    await page.goto('/?category=eggs');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.locator('.product-card').first()).toBeVisible();

    // The worst case whatever plays behind: the panel's black over a white pixel.
    const alpha = await page.locator('.category-banner__text').evaluate((el) =>
      Number(
        getComputedStyle(el)
          .backgroundColor.match(/[\d.]+\)$/)?.[0]
          .slice(0, -1) ?? 0,
      ),
    );
    const grey = Math.round(255 * (1 - alpha));
    expect(contrast([255, 255, 255], [grey, grey, grey]), 'white text over the panel on a white frame').toBeGreaterThanOrEqual(4.5);

    expect(await bannerContrast(page), 'on the poster').toBeGreaterThanOrEqual(4.5);
    const clip = page.getByTestId('category-video');
    await expect(clip).toBeAttached();
    for (const time of [0.2, 1.5]) {
      // The frame at `time` s, held still (polled rather than awaited by event: the clip may be mid-load or mid-seek).
      await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(2);
      await clip.evaluate((video: HTMLVideoElement, at) => {
        video.pause();
        video.currentTime = at;
      }, time);
      await expect
        .poll(() => clip.evaluate((video: HTMLVideoElement, at) => !video.seeking && video.readyState >= 2 && Math.abs(video.currentTime - at) < 0.05, time))
        .toBe(true);
      expect(await bannerContrast(page), `on the clip at ${time} s`).toBeGreaterThanOrEqual(4.5);
    }
  });
}

test('a 60-character unbroken address line wraps instead of widening the page at 360 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const customer = await signUpCustomer(request, 'Wrap Check');
  const longWord = 'Srinivasanagarcolonyphasetwoblockfourteenflatninetyninebhavan'.slice(0, 60);
  await saveAddress(request, customer, longWord);
  await signInShop(page, customer);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/account/addresses');
  await expect(page.getByText(longWord, { exact: false }).first()).toBeVisible();
  expect(await pageWidth(), 'addresses').toBeLessThanOrEqual(360);

  await page.goto('/?category=eggs');
  await page.locator('.product-card').first().getByRole('button', { name: /^Add / }).click();
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: new RegExp(escaped(longWord)) })).toBeChecked();
  expect(await pageWidth(), 'checkout').toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText(longWord, { exact: false }).first()).toBeVisible();
  expect(await pageWidth(), 'payment').toBeLessThanOrEqual(360);
});
