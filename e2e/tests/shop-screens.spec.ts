import { test, expect } from '../support/fixtures';
import { placeOrder, signUpCustomer, someVariants } from '../support/api';
import { sizeScreens } from '../support/a11y';
import { signInShop } from '../support/shop';

/** Screenshots of the main screens at phone and desktop widths, for a human to look at (not compared). */
for (const width of [360, 1280]) {
  test(`screens at ${width} px`, async ({ page, request, browser }) => {
    await sizeScreens(page, width);
    const customer = await signUpCustomer(request, 'Screenshot Customer');
    const [product] = await someVariants(request, 'pickles');
    await placeOrder(request, customer, { label: 'Home', value: 'Road 12, Banjara Hills, Hyderabad 500034' }, [{ id: product.variants[0].id, quantity: 2 }]);
    await request.post('/api/addresses', {
      headers: { 'x-auth-token': customer.token },
      data: { newAddress: { label: 'Home', value: 'Road 12, Banjara Hills, Hyderabad 500034' } },
    });
    await signInShop(page, customer);
    const shot = (name: string) => page.screenshot({ path: `../.run/screens/shop-${name}-${width}.png`, fullPage: name !== 'home' });

    await page.goto('/?category=pickles');
    await expect(page.locator('article').first()).toBeVisible();
    await page.locator('article').first().getByRole('button', { name: /^Add / }).click();
    await shot('home');
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await shot('cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByTestId('order-total')).toBeVisible();
    await shot('checkout');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByTestId('order-total')).toBeVisible();
    await shot('payment');
    await page.goto('/account');
    await page.getByRole('button', { name: /Order #/ }).click();
    await shot('account');
    await page.goto('/coupons');
    await expect(page.getByText('FARM50')).toBeVisible();
    await shot('coupons');
    await page.goto('/vendor');
    await expect(page.getByRole('heading', { name: 'Why Partner With Us?' })).toBeVisible();
    await shot('vendor');
    const guest = await browser.newPage({ viewport: page.viewportSize()! });
    await guest.goto(`${process.env.STORE_URL}/auth`);
    await expect(guest.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await guest.screenshot({ path: `../.run/screens/shop-auth-${width}.png`, fullPage: true });
    await guest.close();
  });
}
