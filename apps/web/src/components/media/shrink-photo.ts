/** The longest side a photo keeps: enough to read a face, a door number or a receipt's lines. */
export const PHOTO_MAX_SIDE = 1600;

/** The size a photo of `width` × `height` is drawn at so its longest side is at most `max`. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A phone's camera photo (often 3–8 MB, sometimes HEIC) redrawn as a JPEG of at most 1600 px, so
 * it goes up quickly on mobile data and in a type the server accepts. When the browser cannot
 * decode or redraw it (or the file is not an image, e.g. a PDF receipt), the original file is sent as it is.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || (blob.size >= file.size && file.type === 'image/jpeg')) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
