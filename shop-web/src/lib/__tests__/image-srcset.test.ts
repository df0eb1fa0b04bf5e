import { imageSrcSet } from '../image-srcset';

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
