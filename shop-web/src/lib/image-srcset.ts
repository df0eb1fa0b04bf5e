/**
 * `srcset`/`sizes` for a product picture. The store's own images (`/api/images/:id`) are served as WebP at
 * `?w=` widths (the API rounds a width up to one of these), so the browser picks the smallest that is sharp
 * at the card's size and the screen's density; any other URL is left as it is.
 */
const WIDTHS = [160, 240, 320, 480, 640, 800, 1080];
const STORE_IMAGE = /^\/api\/images\/[0-9a-f]{24}$/i;

/** How wide a product card's photo is drawn: two columns on phones, grid cells of about 18rem on wider screens. */
export const CARD_SIZES = '(min-width: 48rem) 18rem, 50vw';
/** How wide the product page's photo is drawn: the screen's width on phones, 36rem beside the details on wider screens. */
export const PRODUCT_PHOTO_SIZES = '(min-width: 48rem) 36rem, 100vw';
/** The product page's photo's width and height attributes (its shape before it loads): the page's and its first paint's. */
export const PRODUCT_PHOTO_BOX = { width: 800, height: 600 } as const;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `sizes`: how wide the picture is drawn, e.g. '(min-width: 48rem) 25vw, 50vw' for a grid card. */
export function imageSrcSet(url: string, sizes: string): ResponsiveImage {
  if (!STORE_IMAGE.test(url)) return { src: url };
  return { src: `${url}?w=480`, srcSet: WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '), sizes };
}

/**
 * Fetches a picture of the first screen (the same srcset choice its <img> makes), so it is in the cache when the
 * screen appears: at high priority, like that <img>, rather than the low priority of an image not yet on screen.
 * The image returned can itself be put on the page (the product photo's first paint does).
 */
export function preloadImage(url: string, sizes: string): HTMLImageElement {
  const { src, srcSet, sizes: chosen } = imageSrcSet(url, sizes);
  const image = new Image();
  image.fetchPriority = 'high';
  if (srcSet && chosen) {
    image.sizes = chosen; // before srcset: the browser chooses as soon as srcset is set
    image.srcset = srcSet;
  }
  image.src = src;
  return image;
}
