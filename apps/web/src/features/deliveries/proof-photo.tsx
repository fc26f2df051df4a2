import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { PhotoField } from '../../components/media/photo-field.tsx';
import { shrinkPhoto } from '../../components/media/shrink-photo.ts';
import {
  type MediaErrorKeys,
  type MediaUpload,
  type MediaUploadHandle,
  mediaErrorKey,
  useMediaUpload,
} from '../../components/media/use-media-upload.ts';

export type PhotoUpload = MediaUpload;

export const uploadProofPhoto: PhotoUpload = async (file, onProgress) => {
  const answer = await api.presignAndUpload(file, { model: 'deliveries', collection: 'images' }, onProgress);
  return String(answer.id);
};

export type PhotoErrorKey = 'deliver.photo_too_large' | 'deliver.photo_not_image' | 'deliver.photo_failed';

const ERROR_KEYS: MediaErrorKeys<PhotoErrorKey> = {
  tooLarge: 'deliver.photo_too_large',
  wrongType: 'deliver.photo_not_image',
  failed: 'deliver.photo_failed',
};

/** Why a photo did not go up, in words a courier can act on: too big, not a photo, or the network. */
export const photoErrorKey = (error: unknown): PhotoErrorKey => mediaErrorKey(error, ERROR_KEYS);

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * The photo of a handover: picked (or taken with the phone's camera), shrunk, uploaded at once with
 * its progress; the media id is ready when the courier confirms.
 */
export function useProofPhoto(upload: PhotoUpload = uploadProofPhoto) {
  return useMediaUpload({ upload, accepts: isImage, errorKeys: ERROR_KEYS, shrink: shrinkPhoto });
}

export interface ProofPhotoFieldProps {
  photo: MediaUploadHandle<PhotoErrorKey>;
}

export function ProofPhotoField({ photo }: ProofPhotoFieldProps) {
  const { t } = useTranslation('deliveries');
  return (
    <PhotoField
      photo={photo}
      accept="image/*"
      wrongType={ERROR_KEYS.wrongType}
      takeSize="small"
      labels={{
        legend: t('deliver.photo'),
        preview: t('deliver.photo_preview'),
        take: t('deliver.photo_take'),
        retake: t('deliver.photo_retake'),
        retry: t('deliver.photo_retry'),
        remove: t('deliver.photo_remove'),
        input: t('deliver.photo_input'),
        sending: t('deliver.photo_sending'),
        progress: (percent) => t('deliver.photo_progress', { percent }),
        ready: t('deliver.photo_ready'),
        hint: t('deliver.photo_hint'),
        error: (key) => t(key),
      }}
    />
  );
}
