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

export type ReceiptUpload = MediaUpload;

export const uploadReceipt: ReceiptUpload = async (file, onProgress) => {
  const answer = await api.presignAndUpload(file, { model: 'expenses', collection: 'receipts' }, onProgress);
  return String(answer.id);
};

export type ReceiptErrorKey = 'receipt.too_large' | 'receipt.wrong_type' | 'receipt.failed';

const ERROR_KEYS: MediaErrorKeys<ReceiptErrorKey> = {
  tooLarge: 'receipt.too_large',
  wrongType: 'receipt.wrong_type',
  failed: 'receipt.failed',
};

const ACCEPTED = /^(image\/(jpeg|png|webp|heic)|application\/pdf)$/;
const isReceiptFile = (file: File) => ACCEPTED.test(file.type);

/** Why a receipt did not go up, in words a cashier can act on: too big, not a photo, or the network. */
export const receiptErrorKey = (error: unknown): ReceiptErrorKey => mediaErrorKey(error, ERROR_KEYS);

/**
 * The photo (or PDF) of a receipt: taken with the phone's camera (or picked), a photo shrunk like a
 * delivery's proof, uploaded at once so its media id is ready when the expense is saved.
 */
export function useReceiptPhoto(upload: ReceiptUpload = uploadReceipt) {
  return useMediaUpload({ upload, accepts: isReceiptFile, errorKeys: ERROR_KEYS, shrink: shrinkPhoto });
}

export function ReceiptPhotoField({
  photo,
  existingUrl,
}: {
  photo: MediaUploadHandle<ReceiptErrorKey>;
  existingUrl?: string | null;
}) {
  const { t } = useTranslation('expenses');
  return (
    <PhotoField
      photo={photo}
      accept="image/*,application/pdf"
      wrongType={ERROR_KEYS.wrongType}
      existingUrl={existingUrl ?? null}
      labels={{
        legend: t('receipt.legend'),
        preview: t('receipt.preview'),
        take: t('receipt.take'),
        retake: t('receipt.retake'),
        retry: t('receipt.retry'),
        remove: t('receipt.remove'),
        input: t('receipt.input'),
        sending: t('receipt.sending'),
        progress: (percent) => t('receipt.progress', { percent }),
        ready: t('receipt.ready'),
        hint: t('receipt.hint'),
        error: (key) => t(key),
      }}
    />
  );
}
