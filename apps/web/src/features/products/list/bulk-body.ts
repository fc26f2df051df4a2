import { splitTags } from '../shared/tags.ts';

export type BulkAction = 'set_status' | 'add_tags' | 'remove_tags' | 'change_price' | 'delete';

export interface BulkForm {
  status: string;
  /** The tags field's chips, and what is typed there without Enter or a comma yet (it counts too). */
  tags: readonly string[];
  tagsText: string;
  priceKind: 'percent' | 'amount';
  percent: string;
  amount: number | null;
}

/** The `POST /products/bulk` body of an action, or null while the form is incomplete. */
export function bulkBody(
  ids: readonly string[],
  action: BulkAction,
  form: BulkForm,
): Record<string, unknown> | null {
  const base = { ids: [...ids], action };
  switch (action) {
    case 'set_status':
      return form.status ? { ...base, status: form.status } : null;
    case 'add_tags':
    case 'remove_tags': {
      const tags = splitTags([...form.tags, form.tagsText].join(','));
      return tags.length ? { ...base, tags } : null;
    }
    case 'change_price': {
      if (form.priceKind === 'amount') return form.amount ? { ...base, amount: form.amount } : null;
      const percent = Number(form.percent.replace(',', '.'));
      return form.percent.trim() !== '' && Number.isFinite(percent) && percent !== 0 && percent > -100
        ? { ...base, percent: form.percent.replace(',', '.').trim() }
        : null;
    }
    case 'delete':
      return base;
  }
}
