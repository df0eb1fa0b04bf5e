import { useState } from 'react';

/**
 * A product thumbnail, or a neutral placeholder when the product has no image or it cannot be shown (an older
 * product's link to another site, which the page's Content-Security-Policy blocks).
 */
export function ProductImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return src && failed !== src ? (
    <img className="product-thumb" src={src} alt={alt} width={56} height={56} loading="lazy" onError={() => setFailed(src)} />
  ) : (
    <span className="product-thumb product-thumb--placeholder" role="img" aria-label="No image">
      🌾
    </span>
  );
}
