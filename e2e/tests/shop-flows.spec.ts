import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { auditScreen } from '../support/a11y';
import { signUpCustomer, someVariants, type Customer } from '../support/api';
import { signInShop } from '../support/shop';

/** The shop's flows at a phone's and a desktop's size: where screens open, errors, coupons, sign-in, offline. */
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

async function expectNoViolations(page: Page, testInfo: TestInfo, screen: string) {
  const audit = await auditScreen(page, testInfo, screen);
  expect(audit.violations, audit.screen).toEqual([]);
}

/** A cart holding `quantity` of a seeded pickle (₹ well above FARM50's minimum at 3), as the shop stores it. */
async function fillCart(page: Page, request: Parameters<typeof someVariants>[0], quantity: number) {
  const [product] = await someVariants(request, 'pickles');
  const variant = product.variants[0];
  await page.addInitScript(
    (line) => {
      if (!localStorage.getItem('cart')) localStorage.setItem('cart', JSON.stringify([line]));
    },
    { id: variant.id, productId: '', name: product.name, description: '', image_url: null, variantLabel: variant.label, price: variant.price, quantity },
  );
  return product.name;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a new screen opens at the top, and Back returns to where the shopper was', async ({ page, request }, testInfo) => {
      const customer = await signUpCustomer(request, 'Scroll Shopper');
      await signInShop(page, customer);
      await fillCart(page, request, 2);
      await page.goto('/?category=pickles');
      await expect(page.locator('.product-grid article').first()).toBeVisible();
      // Far enough down that the browser could not keep the position on a short cart page by accident. The
      // rest of the shelf renders after its first row, so scroll again until the page has grown.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return scrollY(page);
        })
        .toBeGreaterThan(200);
      const shelfPosition = await scrollY(page);

      await page.getByRole('link', { name: /^Cart/ }).click();
      await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      await expectNoViolations(page, testInfo, 'flows-cart');

      await page.goBack();
      await expect(page.locator('.product-grid article').first()).toBeVisible();
      await expect.poll(() => scrollY(page)).toBeGreaterThan(shelfPosition - 5);
    });

    test('errors are checked before sending and answered in Telugu, never as schema text', async ({ page, request }, testInfo) => {
      const existing = await signUpCustomer(request, 'Already Here');
      await page.goto('/auth');
      await page.getByRole('button', { name: 'తెలుగు' }).click();
      await page.getByRole('button', { name: 'ఖాతా సృష్టించండి' }).click();
      await expect(page.getByRole('heading', { name: 'ఖాతా సృష్టించండి' })).toBeVisible();
      const password = page.getByLabel('పాస్‌వర్డ్', { exact: true });
      await expect(password).toHaveAccessibleDescription('కనీసం 8 అక్షరాలు');

      await page.getByLabel('పూర్తి పేరు').fill('Ravi');
      await page.getByLabel('ఫోన్ నంబర్').fill(existing.phone);
      await password.fill('x');
      await page.getByRole('button', { name: 'సైన్ అప్' }).click();
      await expect(password).toHaveAccessibleDescription('పాస్‌వర్డ్‌లో కనీసం 8 అక్షరాలు ఉండాలి.');
      await expect(password).toBeFocused();
      await expectNoViolations(page, testInfo, 'flows-signup-short-password-te');

      // The server's refusal, in the shopper's language.
      await password.fill('farmfresh123');
      await page.getByRole('button', { name: 'సైన్ అప్' }).click();
      await expect(page.getByRole('alert')).toHaveText('ఈ ఫోన్ నంబర్‌తో ఇప్పటికే ఖాతా ఉంది. దయచేసి సైన్ ఇన్ చేయండి, లేదా పాస్‌వర్డ్ గుర్తులేకపోతే “పాస్‌వర్డ్ మర్చిపోయారా?” ఉపయోగించండి.');
      await expect(page.getByText(/must NOT|must match pattern|already exists/)).toHaveCount(0);
    });

    test('a guest sent to sign in from Cart is told why and comes back to the cart', async ({ page, request }, testInfo) => {
      const customer: Customer = await signUpCustomer(request, 'Returning Shopper');
      const productName = await fillCart(page, request, 1);
      await page.goto('/');
      await page.getByRole('link', { name: /^Cart/ }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('status').filter({ hasText: 'Please sign in to see your cart.' })).toBeVisible();
      await expectNoViolations(page, testInfo, 'flows-auth-from-cart');

      await page.getByLabel('Phone Number').fill(customer.phone);
      await page.getByLabel('Password', { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText(productName).first()).toBeVisible();
    });

    test('an applied coupon is kept across the coupons page and a reload', async ({ page, request }, testInfo) => {
      const customer = await signUpCustomer(request, 'Coupon Keeper');
      await request.post('/api/addresses', {
        headers: { 'x-auth-token': customer.token },
        data: { newAddress: { label: 'Home', value: 'Road 12, Banjara Hills, Hyderabad 500034' } },
      });
      await signInShop(page, customer);
      await fillCart(page, request, 3);
      await page.goto('/checkout');
      await expect(page.getByTestId('order-total')).toBeVisible();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.getByLabel('Coupon code').fill('farm50');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Coupon (FARM50)')).toBeVisible();
      await expectNoViolations(page, testInfo, 'flows-payment-coupon');

      await page.getByRole('link', { name: 'View available coupons' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Coupons & Offers' })).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page.getByText('Coupon (FARM50)')).toBeVisible();
      await expect(page.getByLabel('Coupon code')).toHaveValue('FARM50');

      await page.reload();
      await expect(page.getByText('Coupon (FARM50)')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
    });
  });
}

test('offline, a screen never opened still opens, and a shelf never opened says so', async ({ page, context }) => {
  await page.goto('/?category=pickles');
  await expect(page.locator('.product-grid article').first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Installed: the worker stored every screen's code and the kit's modules on this first visit.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const urls = [];
        for (const key of await caches.keys()) for (const r of await (await caches.open(key)).keys()) urls.push(new URL(r.url).pathname);
        return urls;
      }),
    )
    .toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/about-page-.*\.js$/), expect.stringMatching(/^\/ui\/assets\/tabs-.*\.js$/)]));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'From Our Farm to Your Family' })).toBeVisible();

  await page.goto('/?category=millets').catch(() => undefined);
  await expect(page.getByText('This shelf is not saved on this device yet. Connect to the internet to see it.')).toBeVisible();
  await context.setOffline(false);
});
