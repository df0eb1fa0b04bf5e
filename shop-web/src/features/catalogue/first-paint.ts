import { shelfOf } from '@/config/categories';
import { paths } from '@/config/paths';
import { preloadImage, PRODUCT_PHOTO_BOX, PRODUCT_PHOTO_SIZES } from '@/lib/image-srcset';
import { fetchProduct, type ProductPageData } from './api/fetch-product';
import './components/product-page.css';

/**
 * A product page opened from a link (a shared URL, a reload) draws its photo before the app has started. This is
 * the work of the page's first, small script (src/first-paint.ts), which runs while the app's code downloads: on a
 * slow phone the photo is asked for after that script and the product's answer, not after the app's code, the UI
 * kit and the page's own code. It is drawn into the page's static shell (index.html's header) where the product
 * page draws it, and the app (main.tsx) starts once it is on screen: the app's first render then puts the same
 * page around the same photo, from the same answer.
 */

// The product route's pattern, matched here rather than with react-router's matchPath: this script stays small.
const PRODUCT_PATH = new RegExp(`^${paths.product.replace(':id', '([^/]+)')}/?$`);

/** The longest the app waits for the photo: on a very slow network the page's buttons do not wait for a picture. */
export const PHOTO_WAIT_MS = 2000;

export interface FirstPaint {
  /** A product page's answer, asked for once: the page's query takes it (prefetchProductPage). */
  product?: { id: string; answer: Promise<ProductPageData> };
  /** Settles when the app may start: the photo is on screen, there is none to draw, or PHOTO_WAIT_MS have passed. */
  done: Promise<void>;
}

let started: FirstPaint | undefined;

/** This page's first paint: started by the first call (src/first-paint.ts), the same one for the app. */
export function firstPaint(): FirstPaint {
  started ??= paintProductPhotoFirst(window.location.pathname);
  return started;
}

export function paintProductPhotoFirst(pathname: string, root: HTMLElement | null = document.getElementById('root')): FirstPaint {
  const match = PRODUCT_PATH.exec(pathname);
  if (!match || !root) return { done: Promise.resolve() };
  const id = decodeURIComponent(match[1]);
  const answer = fetchProduct(id);
  const drawn = answer
    .then(({ product: { name, category, image_url } }) => (image_url ? onScreen(drawPhoto(root, { name, category, image_url })) : undefined))
    .catch(() => undefined); // The page shows the error.
  const waited = new Promise<void>((resolve) => setTimeout(resolve, PHOTO_WAIT_MS));
  return { product: { id, answer }, done: Promise.race([drawn, waited]) };
}

/** The product page's layout up to its photo (product-page.tsx): the app's first render puts its own photo in the same place. */
function drawPhoto(root: HTMLElement, product: { name: string; category: string; image_url: string }): HTMLImageElement {
  const block = (tag: string, className: string, ...children: (Node | string)[]) => {
    const element = document.createElement(tag);
    element.className = className;
    element.append(...children);
    return element;
  };
  const photo = preloadImage(product.image_url, PRODUCT_PHOTO_SIZES);
  photo.alt = product.name;
  photo.width = PRODUCT_PHOTO_BOX.width;
  photo.height = PRODUCT_PHOTO_BOX.height;
  // The breadcrumb's line is kept (blank: its text is the app's, in the shopper's language) so the photo does not move.
  const crumbs = shelfOf(product.category) ? [block('div', 'product-page__crumbs', '\u00a0')] : [];
  root.append(
    block('main', 'shop-main', block('div', 'product-page', ...crumbs, block('div', 'product-page__main', block('div', 'product-page__photo', photo)))),
  );
  return photo;
}

/** Settles once the photo has been painted (or could not be loaded): decoded, then one frame later. */
function onScreen(photo: HTMLImageElement): Promise<void> {
  return photo
    .decode()
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}
