import { test, expect } from '../support/fixtures';

/**
 * Product photos and the shelf clip through the real gateway: cards ask for WebP widths with srcset, and the
 * shelf's looping clip starts only after the first card is on screen. Screenshots land in .run/screens/.
 */
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`shop media at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('card photos come as WebP from a srcset, and the shelf clip appears after the first card', async ({ page }) => {
      const webp: string[] = [];
      page.on('response', (res) => {
        if (/\/api\/images\/[0-9a-f]{24}\?w=\d+$/.test(res.url()) && res.headers()['content-type'] === 'image/webp') webp.push(res.url());
      });
      await page.goto('/?category=dryfruits');
      const photo = page.locator('.product-card img').first();
      await expect(photo).toBeVisible();
      expect(await photo.getAttribute('srcset')).toMatch(/\?w=1080 1080w/);
      expect(await photo.getAttribute('sizes')).toBeTruthy();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=\d+$/);
      expect(webp.length).toBeGreaterThan(0);

      const clip = page.getByTestId('category-video');
      await expect(clip).toBeAttached();
      const source = await clip.evaluate((video: HTMLVideoElement) => video.currentSrc);
      expect(source).toMatch(/\/media\/shelves\/dryfruits\.(webm|mp4)$/);
      const served = await page.request.get(new URL(source).pathname);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toMatch(/^video\/(webm|mp4)/);
      expect((await served.body()).length).toBeLessThan(60_000);
      await page.screenshot({ path: `../.run/screens/shop-media-${viewport.width}.png` });
    });

    test('a shopper who prefers reduced motion gets the poster, no clip', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/?category=dryfruits');
      await expect(page.locator('.product-card').first()).toBeVisible();
      await expect(page.getByTestId('category-poster')).toBeAttached();
      await expect(page.getByTestId('category-video')).toHaveCount(0);
    });
  });
}
