import { test, expect } from '../support/fixtures';
import { auditScreen } from '../support/a11y';

/**
 * The catalogue on a phone and a desktop: a dense grid, the product page (from a card and by its URL) and the
 * store-wide search, over the demo catalogue through the real gateway. Screenshots land in .run/screens/.
 */
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`catalogue at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    const shot = (page: import('@playwright/test').Page, name: string, fullPage = false) =>
      page.screenshot({ path: `../.run/screens/shop-catalogue-${name}-${viewport.width}.png`, fullPage });

    test('the first screen shows whole products (four on a laptop, two on a phone), the store name uncut and the active chip in view', async ({ page }) => {
      await page.goto('/');
      const cards = page.locator('.product-grid article');
      await expect(cards.nth(3)).toBeVisible();
      // Whole cards (their Add button included) above the bottom tab bar, without scrolling.
      const barTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y;
      let whole = 0;
      for (let i = 0; i < Math.min(8, await cards.count()); i++) {
        const box = (await cards.nth(i).boundingBox())!;
        if (box.y >= 0 && box.y + box.height <= barTop) whole++;
      }
      // On a phone the finger-sized size chips and Add (44 px) leave room for one whole row of two; the next row starts.
      expect(whole).toBeGreaterThanOrEqual(viewport.width >= 1280 ? 4 : 2);
      if (viewport.width >= 1280) {
        const tops = await cards.evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().top));
        expect(new Set(tops).size, 'three cards side by side').toBe(1);
      }
      // The visible store mark is never cut off with an ellipsis.
      const mark = page.locator('.shop-brand__name:visible');
      await expect(mark).toHaveCount(1);
      expect(await mark.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await shot(page, 'home');

      // A shelf opened by its URL shows its chip, even the last one, inside the screen.
      await page.goto('/?category=millets');
      const chip = page.getByRole('button', { name: 'Millets', pressed: true });
      await expect(chip).toBeVisible();
      await expect
        .poll(async () => {
          const box = (await chip.boundingBox())!;
          return box.x >= 0 && box.x + box.width <= viewport.width;
        })
        .toBe(true);
    });

    test('a card opens its product page (its own Add still adds), and the page reloads by its URL', async ({ page }, testInfo) => {
      await page.goto('/?category=dairy');
      const card = page.locator('article', { has: page.getByRole('heading', { name: 'Farm Fresh Paneer' }) });
      await card.getByRole('button', { name: 'Add Farm Fresh Paneer 200g to cart' }).click();
      await expect(page.getByText('Farm Fresh Paneer added to cart!')).toBeVisible();
      await expect(page).toHaveURL(/\/\?category=dairy$/);

      await card.getByRole('link', { name: 'Farm Fresh Paneer' }).click();
      await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Farm Fresh Paneer' })).toBeVisible();
      const sizes = page.getByRole('group', { name: 'Sizes of Farm Fresh Paneer' });
      await expect(sizes.getByRole('button', { name: /200g/ })).toContainText('₹550.00 per kg');
      await expect(sizes.getByRole('button', { name: /500g/ })).toContainText('₹520.00 per kg');
      await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Nutrition Facts' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'More from Dairy' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Set Curd' })).toBeVisible();

      await sizes.getByRole('button', { name: /500g/ }).click();
      await page.getByRole('button', { name: 'Add Farm Fresh Paneer 500g to cart' }).click();
      await expect(page.getByTestId('cart-badge')).toHaveText('2');

      // A shared link: the page loads by itself through the gateway.
      const url = page.url();
      await page.goto('about:blank');
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Farm Fresh Paneer' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Cooking Tips' })).toBeVisible();
      await shot(page, 'product', true);
      const audit = await auditScreen(page, testInfo, 'product');
      expect(audit.violations).toEqual([]);

      await page.goto('/product/000000000000000000000000');
      await expect(page.getByRole('heading', { name: 'This product is no longer in our store.' })).toBeVisible();
    });

    test("a product page opened from a link shows its photo before the app's code has arrived, where the page then draws it", async ({ page }) => {
      const { products } = (await (await page.request.get('/api/products?page=1&limit=1&category=dairy')).json()) as {
        products: { id: string; name: string }[];
      };
      const product = products[0]!;
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/api/products/${product.id}`) asked.push(request.url());
      });
      // The app's entry script is held back, as on a slow phone where it is still downloading.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });

      const firstPhoto = page.locator('#root > main .product-page__photo img');
      await expect(firstPhoto).toHaveAttribute('alt', product.name);
      await expect.poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const before = (await firstPhoto.boundingBox())!;
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0); // the app has not started

      release();
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const photo = page.getByRole('img', { name: product.name });
      await expect(photo).toHaveCount(1);
      expect(await photo.boundingBox()).toEqual(before);
      expect(asked).toHaveLength(1); // the app's page took the first paint's answer
    });

    test('the header search finds paneer from the Meat & Poultry shelf, as suggestions and as a results page', async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Meat & Poultry', pressed: true })).toBeVisible();
      const box = page.getByRole('searchbox', { name: 'Search the whole store' });
      await box.fill('pane');
      const suggestion = page.getByRole('link', { name: /Farm Fresh Paneer/ });
      await expect(suggestion).toBeVisible();
      await shot(page, 'suggestions');
      const suggestionsAudit = await auditScreen(page, testInfo, 'search-suggestions');
      expect(suggestionsAudit.violations).toEqual([]);
      await suggestion.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Farm Fresh Paneer' })).toBeVisible();

      // Enter: every match on a page of its own; the shelf's own filter still filters the shelf.
      await box.fill('millet');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=millet$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “millet”' })).toBeVisible();
      await expect(page.getByText('8 products found')).toBeVisible();
      await expect(page.locator('.product-grid article')).toHaveCount(8);
      await shot(page, 'search', true);
      const resultsAudit = await auditScreen(page, testInfo, 'search-results');
      expect(resultsAudit.violations).toEqual([]);

      await page.goto('/?category=dryfruits');
      await page.getByRole('searchbox', { name: 'Search Dry Fruits' }).fill('almond');
      await expect(page.locator('.product-grid article')).toHaveCount(1);
    });
  });
}
