import type { MediaFile } from '@comptoir/core';
import { api } from '../../../app/api.ts';
import { ImageDropzone } from '../../../components/media/image-dropzone.tsx';
import { apiPath, type ProductImage } from '../api.ts';

/** The preview of a freshly uploaded image; without media_files.view it shows by name only. */
async function imageOf(mediaId: string): Promise<ProductImage> {
  const result = await api.get<{ data: MediaFile }>(`${apiPath('media-files')}/${mediaId}`);
  if (!result.ok) return { media_id: mediaId };
  const media = result.data.data;
  const thumbnail = media.thumbnails.find((candidate) => candidate.size === '200')?.url ?? null;
  return { media_id: mediaId, url: media.url, thumbnail_url: thumbnail, name: media.original_name };
}

export interface ProductImageUploaderProps {
  onUploaded: (image: ProductImage) => void;
  disabled?: boolean;
}

/** Adds images to the product through the shared drop zone (presign → PUT with progress). */
export function ProductImageUploader({ onUploaded, disabled }: ProductImageUploaderProps) {
  return (
    <ImageDropzone
      target={{ model: 'products', collection: 'images' }}
      disabled={disabled}
      onUploaded={(ids) => {
        for (const id of ids) void imageOf(id).then(onUploaded);
      }}
    />
  );
}
