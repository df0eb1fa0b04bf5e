import { useSecondApiProcess } from '../helpers/api-process';
import { http, useTestApp } from '../helpers/build-app';
import { adminHeaders } from '../helpers/accounts';
import { createProduct, pngBytes, upload } from './fixtures';

/**
 * A picture one product lets go of while another takes it, at the same moment through two API processes: the
 * picture is deleted only when no product points at it, so whichever way the two saves fall, no product is left
 * showing a picture that is gone.
 */
describe('a product picture handed over between products across two API processes', () => {
  const t = useTestApp();
  const second = useSecondApiProcess(t);
  const TRIES = 30;

  it(`never leaves a product pointing at a deleted picture (${TRIES} tries)`, async () => {
    const broken: string[] = [];
    for (let i = 0; i < TRIES; i++) {
      const shared = (await upload(t, pngBytes([i, 80, 40]))).body.imageUrl as string;
      const giver = await createProduct(t, { name: `Giver ${i}`, category: 'millets', image_url: shared });
      const taker = await createProduct(t, { name: `Taker ${i}`, category: 'millets' });
      const other = (await upload(t, pngBytes([i, 40, 80]))).body.imageUrl as string;
      const [gave, took] = await Promise.all([
        http(t.url).put(`/api/admin/products/${giver.id}`, { image_url: other }, adminHeaders(t)),
        http(second.url).put(`/api/admin/products/${taker.id}`, { image_url: shared }, adminHeaders(t)),
      ]);
      expect(gave.status).toBe(200);
      if (took.status === 200 && (await fetch(`${t.url}${shared}`)).status !== 200) broken.push(`try ${i}: the taker shows a deleted picture`);
      if (took.status !== 200) expect(took.status).toBe(409);
    }
    expect(broken).toEqual([]);
  }, 180_000);
});
