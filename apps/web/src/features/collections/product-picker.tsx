import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { productSearchQuery } from './api.ts';
import type { PickedProduct } from './collection-draft.ts';

export interface ProductPickerProps {
  picked: readonly PickedProduct[];
  onPick: (product: PickedProduct) => void;
}

/** Finds products by name, SKU or barcode and adds them to the collection. */
export function ProductPicker({ picked, onPick }: ProductPickerProps) {
  const { t } = useTranslation('collections');
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const results = useQuery(productSearchQuery(search));
  const pickedIds = new Set(picked.map((product) => product.id));

  const find = () => setSearch(text.trim());

  return (
    <div className="flex flex-col gap-2">
      {/* Inside the collection's form: Enter searches here instead of saving the collection. */}
      <search className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-search`} className="mb-1 block font-medium text-sm">
            {t('picker.label')}
          </label>
          <TextInput
            id={`${id}-search`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                find();
              }
            }}
            placeholder={t('picker.placeholder')}
            enterKeyHint="search"
          />
        </div>
        <Button variant="outline" onClick={find}>
          {t('picker.search')}
        </Button>
      </search>
      {search !== '' &&
        (results.isPending ? (
          <Skeleton label={t('picker.loading')} lines={3} />
        ) : results.isError ? (
          <p role="alert">{results.error.message}</p>
        ) : results.data.data.length === 0 ? (
          <p className="text-fg-muted text-sm">{t('picker.none', { search })}</p>
        ) : (
          <ul aria-label={t('picker.results')} className="flex flex-col divide-y divide-line">
            {results.data.data.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-2 py-1">
                <span className="min-w-0 truncate">{product.title}</span>
                <Button
                  size="small"
                  variant={pickedIds.has(product.id) ? 'ghost' : 'outline'}
                  disabled={pickedIds.has(product.id)}
                  aria-label={
                    pickedIds.has(product.id)
                      ? t('picker.added', { title: product.title })
                      : t('picker.add', { title: product.title })
                  }
                  onClick={() => onPick({ id: product.id, title: product.title })}
                >
                  {pickedIds.has(product.id) ? t('picker.added_short') : t('picker.add_short')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
