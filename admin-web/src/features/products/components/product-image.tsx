/** A product thumbnail, or a neutral placeholder when the product has no image. */
export function ProductImage({ src, alt }: { src: string | null; alt: string }) {
  return src ? (
    <img className="product-thumb" src={src} alt={alt} width={56} height={56} loading="lazy" />
  ) : (
    <span className="product-thumb product-thumb--placeholder" role="img" aria-label="No image">
      🌾
    </span>
  );
}
