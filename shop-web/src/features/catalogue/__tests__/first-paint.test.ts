import { http, HttpResponse } from 'msw';
import { kadaknath, turkey } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { paintProductPhotoFirst, PHOTO_WAIT_MS } from '../first-paint';

const PHOTO = '/api/images/6b049270847eb2ae033a0af7';
const withPhoto = { product: { ...kadaknath, image_url: PHOTO, variants: [] }, related: [turkey] };

/** The static shell of index.html: its header, which the first paint draws below. */
function shell() {
  document.body.innerHTML = '<div id="root"><header class="shop-header"></header></div>';
  return document.getElementById('root')!;
}

/** The product's requests the API sees. */
function answering(body: Parameters<typeof HttpResponse.json>[0], status = 200) {
  const asked: string[] = [];
  server.use(
    http.get('/api/products/:id', ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json(body, { status });
    }),
  );
  return asked;
}

// jsdom loads no images: a photo's decoding is the browser's, so each test says when (or whether) it is done.
let decoded: Promise<void>;
beforeEach(() => {
  decoded = Promise.resolve();
  HTMLImageElement.prototype.decode = () => decoded;
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('paintProductPhotoFirst', () => {
  it("draws a product page's photo where the page draws it, asks for the product once, and lets the app start once it is on screen", async () => {
    const asked = answering(withPhoto);
    const root = shell();
    const first = paintProductPhotoFirst(`/product/${kadaknath.id}`, root);

    await first.done;
    const photo = root.querySelector<HTMLImageElement>('main.shop-main .product-page .product-page__main .product-page__photo img')!;
    expect(photo.alt).toBe('Kadaknath Chicken');
    expect(photo.getAttribute('src')).toBe(`${PHOTO}?w=480`);
    expect(photo.srcset).toContain(`${PHOTO}?w=800 800w`);
    expect(photo.sizes).toBe('(min-width: 48rem) 36rem, 100vw');
    expect(photo.fetchPriority).toBe('high');
    // The breadcrumb's line above it keeps the photo where the page puts it (live birds are on the Meat & Poultry shelf).
    expect(root.querySelector('.product-page > .product-page__crumbs')).not.toBeNull();
    // The header stays; the app replaces both when it draws the page.
    expect(root.firstElementChild!.className).toBe('shop-header');

    expect(first.product?.id).toBe(kadaknath.id);
    expect(await first.product?.answer).toEqual(withPhoto);
    expect(asked).toEqual([kadaknath.id]);
  });

  it('waits for the photo to be decoded before the app starts', async () => {
    answering(withPhoto);
    let decode!: () => void;
    decoded = new Promise<void>((resolve) => (decode = resolve));
    const first = paintProductPhotoFirst(`/product/${kadaknath.id}`, shell());
    let started = false;
    void first.done.then(() => (started = true));

    await first.product?.answer;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(false);
    decode();
    await first.done;
    expect(started).toBe(true);
  });

  it('starts the app after PHOTO_WAIT_MS when the photo is slow: the page’s buttons do not wait for a picture', async () => {
    answering(withPhoto);
    decoded = new Promise<void>(() => undefined); // never arrives
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const first = paintProductPhotoFirst(`/product/${kadaknath.id}`, shell());
    let started = false;
    void first.done.then(() => (started = true));
    await jest.advanceTimersByTimeAsync(PHOTO_WAIT_MS - 1);
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });

  it('draws nothing for a product without a photo (the page draws its initial tile) or one that is gone', async () => {
    answering({ product: { ...kadaknath, variants: [] }, related: [] });
    const root = shell();
    await paintProductPhotoFirst(`/product/${kadaknath.id}`, root).done;
    expect(root.querySelector('main')).toBeNull();

    answering({ msg: 'Product not found' }, 404);
    const gone = paintProductPhotoFirst('/product/000000000000000000000000', root);
    await gone.done;
    expect(root.querySelector('main')).toBeNull();
    // The page shows the error from the same answer.
    await expect(gone.product?.answer).rejects.toMatchObject({ status: 404 });
  });

  it('asks for nothing on other screens', async () => {
    const asked = answering(withPhoto);
    for (const pathname of ['/', '/cart', '/product', '/product/p1/reviews']) {
      const first = paintProductPhotoFirst(pathname, shell());
      expect(first.product).toBeUndefined();
      await first.done;
    }
    expect(asked).toEqual([]);
    expect(document.querySelector('main')).toBeNull();
  });
});
