import { test, expect } from '../support/fixtures';
import { latestOtp, signUpCustomer } from '../support/api';
import { auditScreen, sizeScreens, type ScreenAudit } from '../support/a11y';
import { signInShop } from '../support/shop';

const HOME_ADDRESS = 'Road 12, Banjara Hills, Hyderabad, Telangana 500034';

/**
 * Every shop screen, at phone and desktop widths: zero axe violations at WCAG 2.1 AA, and a full-page
 * screenshot of each under the test's output folder for a person to look at.
 */
for (const width of [360, 1280]) {
  test(`every shop screen passes axe at ${width} px`, async ({ page, request, browser }, testInfo) => {
    test.setTimeout(180_000);
    const viewport = await sizeScreens(page, width);
    const audits: ScreenAudit[] = [];
    const audit = async (screen: string) => audits.push(await auditScreen(page, testInfo, screen));

    // Signed out: the catalogue, the info and partner pages, and every sign-in mode.
    await page.goto('/');
    await expect(page.locator('article').first()).toBeVisible();
    await audit('home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await audit('side-menu');
    await page.keyboard.press('Escape');
    await page.goto('/?category=dairy');
    await expect(page.locator('article').first()).toBeVisible();
    await audit('category-dairy');
    for (const [path, heading] of [
      ['/help', 'Help Center'],
      ['/privacy', 'Privacy Policy'],
      ['/vendor', 'Why Partner With Us?'],
      ['/franchise', 'Request Franchise Information'],
      ['/about-us', 'From Our Farm to Your Family'],
      ['/coupons', 'Coupons & Offers'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      if (path === '/coupons') await expect(page.getByText('FARM50')).toBeVisible();
      await audit(path.slice(1));
    }

    const resetting = await signUpCustomer(request, 'Axe Reset');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await audit('auth-login');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await audit('auth-signup');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await audit('auth-forgot-password');
    await page.getByLabel('Phone Number').fill(resetting.phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('An OTP has been sent to your phone.')).toBeVisible();
    await audit('auth-reset-password');
    // A failed sign-in shows the error message: it must be readable too.
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await page.getByLabel('Phone Number').fill(resetting.phone);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await audit('auth-error');
    expect(latestOtp(resetting.phone)).not.toBeNull();

    // Signed in: an empty cart, then a real order from the catalogue to the success page.
    const customer = await signUpCustomer(request, 'Axe Customer');
    await request.post('/api/addresses', { headers: { 'x-auth-token': customer.token }, data: { newAddress: { label: 'Home', value: HOME_ADDRESS } } });
    const shopperContext = await browser.newContext({ viewport });
    const shopper = await shopperContext.newPage();
    await signInShop(shopper, customer);
    const shopAudit = async (screen: string) => audits.push(await auditScreen(shopper, testInfo, screen));
    await shopper.goto(`${process.env.STORE_URL}/cart`);
    await expect(shopper.getByRole('heading', { name: 'Your Cart is a Blank Canvas' })).toBeVisible();
    await shopAudit('cart-empty');
    await shopper.goto(`${process.env.STORE_URL}/?category=pickles`);
    const card = shopper.locator('article').first();
    await card.getByRole('button', { name: /^Add / }).click();
    await expect(shopper.getByRole('status').filter({ hasText: 'added to cart!' })).toBeVisible();
    await shopAudit('home-toast');
    await shopper.getByRole('link', { name: /^Cart/ }).click();
    await expect(shopper.getByRole('heading', { name: 'Your Cart', exact: true })).toBeVisible();
    await shopAudit('cart');
    await shopper.getByRole('button', { name: 'View Details' }).first().click();
    await expect(shopper.getByRole('dialog')).toBeVisible();
    await shopAudit('cart-details-modal');
    await shopper.keyboard.press('Escape');
    await shopper.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(shopper.getByTestId('order-total')).toBeVisible();
    await shopAudit('checkout');
    await shopper.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(shopper.getByTestId('order-total')).toBeVisible();
    await shopper.getByLabel('Coupon code').fill('NOSUCHCODE');
    await shopper.getByRole('button', { name: 'Apply' }).click();
    await expect(shopper.getByRole('alert')).toBeVisible();
    await shopAudit('payment');
    await shopper.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(shopper.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await shopAudit('order-success');
    await shopper.getByRole('link', { name: 'View My Orders' }).click();
    await shopper.getByRole('button', { name: /Order #/ }).click();
    await expect(shopper.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
    await shopAudit('account-orders-expanded');
    await shopper.getByRole('tab', { name: 'Account Settings' }).click();
    await expect(shopper.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await shopAudit('account-settings');
    await shopper.getByRole('link', { name: 'Manage Addresses' }).click();
    await expect(shopper.getByText(HOME_ADDRESS)).toBeVisible();
    await shopAudit('account-addresses');
    await shopperContext.close();

    const failing = audits.filter((a) => a.violations.length > 0);
    expect(failing, failing.map((a) => `${a.screen}:\n  ${a.violations.join('\n  ')}`).join('\n')).toEqual([]);
    expect(audits.map((a) => a.screen)).toHaveLength(24);
  });
}

test('the shop in Telugu: chosen in the header, remembered, <html lang="te">, axe-clean', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/?category=eggs');
  await expect(page.locator('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'తెలుగు' }).click();
  await expect(page.getByText('అతిథి')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ముదురు బంగారు పచ్చసొన గల గుడ్లు' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  const audits = [await auditScreen(page, testInfo, 'te-home')];
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'సైన్ ఇన్' })).toBeVisible();
  audits.push(await auditScreen(page, testInfo, 'te-auth'));
  await page.goto('/coupons');
  await expect(page.getByText('FARM50')).toBeVisible();
  audits.push(await auditScreen(page, testInfo, 'te-coupons'));
  expect(audits.filter((a) => a.violations.length > 0)).toEqual([]);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Coupons & Offers' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
