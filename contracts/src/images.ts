import { Type } from 'typebox';

export const UploadedImageSchema = Type.Object({
  imageUrl: Type.String({ description: 'Where the image is served, e.g. /api/images/665f…; use it as a product image_url.' }),
});

export const ImageBytesSchema = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });
