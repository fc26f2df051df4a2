import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { ProductImage } from '../api.ts';

export interface ImagesSectionProps {
  images: ProductImage[];
  onChange: (images: ProductImage[]) => void;
  /** The uploader (drag and drop with progress); it adds to the images. */
  uploader: ReactNode;
  error?: readonly string[] | undefined;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The product's images in order: the first one is the thumbnail in lists. */
export function ImagesSection({ images, onChange, uploader, error }: ImagesSectionProps) {
  const { t } = useTranslation('products');
  return (
    <div className="flex flex-col gap-3">
      {images.length > 0 && (
        <ol aria-label={t('images.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => {
            const name = image.name ?? t('images.number', { number: index + 1 });
            return (
              <li key={image.media_id} className="flex flex-col gap-2 rounded-md border border-line p-2">
                {image.thumbnail_url || image.url ? (
                  <img
                    src={image.thumbnail_url ?? image.url ?? undefined}
                    alt={t('images.alt', { number: index + 1 })}
                    className="aspect-square w-full rounded object-cover"
                  />
                ) : (
                  <span className="flex aspect-square items-center justify-center rounded bg-surface-muted text-fg-muted text-xs">
                    {name}
                  </span>
                )}
                {index === 0 && <span className="text-fg-muted text-xs">{t('images.main')}</span>}
                <div className="flex flex-wrap gap-1">
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => onChange(move(images, index, index - 1))}
                    aria-label={t('images.move_earlier', { number: index + 1 })}
                  >
                    ←
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={index === images.length - 1}
                    onClick={() => onChange(move(images, index, index + 1))}
                    aria-label={t('images.move_later', { number: index + 1 })}
                  >
                    →
                  </Button>
                  <Button
                    size="small"
                    variant="ghostDanger"
                    onClick={() => onChange(images.filter((_, position) => position !== index))}
                    aria-label={t('images.remove', { number: index + 1 })}
                  >
                    {t('images.remove_short')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {uploader}
      {error && error.length > 0 && <p className="text-danger-text text-sm">{error.join(' ')}</p>}
    </div>
  );
}
