import { useEffect, useState } from 'react';

/** The photo the admin has just chosen, shown before anything is uploaded (so a wrong file is caught at once). */
export function PhotoPreview({ file, alt }: { file: File | null; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img className="product-preview" src={url} alt={alt} /> : null;
}
