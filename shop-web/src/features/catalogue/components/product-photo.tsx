import type { ImgHTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { imageSrcSet } from '@/lib/image-srcset';
import { useProductText } from '@/lib/product-text';
import type { Product } from '@/types/api';

type ProductPhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  product: Pick<Product, 'name' | 'name_te' | 'image_url'>;
  /** The photo's width on the page (image-srcset.ts): the browser picks the file to download from it. */
  sizes: string;
};

/** A product's photo, or its initial on a plain tile while it has none; every other prop is the image's. */
export function ProductPhoto({ product, sizes, ...img }: ProductPhotoProps) {
  const { t } = useTranslation();
  const name = useProductText().name(product);
  if (!product.image_url) {
    return (
      <div className="product-card__placeholder" role="img" aria-label={t('catalogue.noPhoto', { name })}>
        <span aria-hidden="true">{name.charAt(0)}</span>
      </div>
    );
  }
  return <img {...imageSrcSet(product.image_url, sizes)} alt={name} {...img} />;
}
