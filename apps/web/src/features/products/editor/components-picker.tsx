import { shownVariantTitle } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { type ProductVariant, variantSearchQuery } from '../api.ts';
import type { ComponentLine } from './product-draft.ts';

export interface ComponentsPickerProps {
  /** The product's components; the API gives each of its variants the same (`composites`). */
  lines: ComponentLine[];
  onChange: (lines: ComponentLine[]) => void;
  /** The product's own variants cannot be their own components. */
  ownVariantIds: string[];
  errors: Record<string, string[]>;
}

const labelOf = (variant: ProductVariant) =>
  [variant.product?.title, shownVariantTitle(variant.title), variant.sku].filter(Boolean).join(' — ');

/** What one unit of a bundle or menu is made of: other variants and how many of each. */
export function ComponentsPicker({ lines, onChange, ownVariantIds, errors }: ComponentsPickerProps) {
  const { t } = useTranslation('products');
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const found = useQuery(variantSearchQuery(term, { componentsOnly: true }));

  const setLines = onChange;
  const add = (variant: ProductVariant) => {
    if (lines.some((line) => line.component_variant_id === variant.id)) return;
    setLines([...lines, { component_variant_id: variant.id, label: labelOf(variant), quantity: 1 }]);
  };
  const results = (found.data?.data ?? []).filter((variant) => !ownVariantIds.includes(variant.id));

  return (
    <div className="flex flex-col gap-4">
      {lines.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('components.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {lines.map((line, position) => (
            <li
              key={line.component_variant_id}
              className="flex flex-wrap items-end gap-2 rounded-md border border-line p-2"
            >
              <span className="min-w-0 flex-1 self-center text-sm">{line.label}</span>
              <Field
                label={t('components.quantity')}
                className="w-28"
                error={
                  errors[`composites.${position}.quantity`] ?? errors[`composites.${position}.variant_id`]
                }
              >
                <TextInput
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(event) => {
                    const quantity = Math.max(1, Math.floor(Number(event.target.value) || 1));
                    setLines(lines.map((item, at) => (at === position ? { ...item, quantity } : item)));
                  }}
                />
              </Field>
              <Button
                variant="ghostDanger"
                size="small"
                onClick={() => setLines(lines.filter((_, at) => at !== position))}
                aria-label={t('components.remove', { name: line.label })}
              >
                {t('components.remove_short')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <Field label={t('components.search')} className="flex-1">
          <TextInput
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                setTerm(search.trim());
              }
            }}
          />
        </Field>
        <Button variant="outline" onClick={() => setTerm(search.trim())}>
          {t('components.find')}
        </Button>
      </div>
      {term !== '' && (
        <ul
          aria-label={t('components.results')}
          className="flex flex-col divide-y divide-line rounded-md border border-line"
        >
          {found.isPending ? (
            <li className="p-2 text-fg-muted text-sm">{t('common.loading')}</li>
          ) : results.length === 0 ? (
            <li className="p-2 text-fg-muted text-sm">{t('components.no_results')}</li>
          ) : (
            results.map((variant) => (
              <li key={variant.id} className="flex items-center gap-2 p-2">
                <span className="min-w-0 flex-1 text-sm">{labelOf(variant)}</span>
                <Button size="small" variant="outline" onClick={() => add(variant)}>
                  {t('components.add')}
                </Button>
              </li>
            ))
          )}
        </ul>
      )}
      {errors.composites && <p className="text-danger-text text-sm">{errors.composites.join(' ')}</p>}
    </div>
  );
}
