import { CARD_SIZES, imageSrcSet, preloadImage } from '../image-srcset';

describe('imageSrcSet', () => {
  it('offers the store image as WebP widths up to a 3× phone, with the sizes given', () => {
    const url = '/api/images/0123456789abcdef01234567';
    const image = imageSrcSet(url, '50vw');
    expect(image.src).toBe(`${url}?w=480`);
    expect(image.sizes).toBe('50vw');
    expect(image.srcSet!.split(', ')).toEqual([160, 240, 320, 480, 640, 800, 1080].map((w) => `${url}?w=${w} ${w}w`));
  });

  it('leaves any other address alone (an older product linking elsewhere)', () => {
    expect(imageSrcSet('https://example.com/a.png', '50vw')).toEqual({ src: 'https://example.com/a.png' });
  });
});

describe('preloadImage', () => {
  it("asks for a first-screen photo at high priority, choosing among the same widths as the card's <img>", () => {
    const RealImage = window.Image;
    const made: HTMLImageElement[] = [];
    const spy = jest.spyOn(window, 'Image').mockImplementation(() => {
      const image = new RealImage();
      made.push(image);
      return image;
    });
    try {
      const url = '/api/images/0123456789abcdef01234567';
      preloadImage(url, CARD_SIZES);
      const card = imageSrcSet(url, CARD_SIZES);
      expect(made).toHaveLength(1);
      expect(made[0]!.fetchPriority).toBe('high');
      expect([made[0]!.srcset, made[0]!.sizes, made[0]!.getAttribute('src')]).toEqual([card.srcSet, card.sizes, card.src]);
    } finally {
      spy.mockRestore();
    }
  });
});
