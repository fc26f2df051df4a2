import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { SavedAddress } from './saved-addresses.ts';

export interface SavedAddressFieldProps {
  saved: readonly SavedAddress[];
  /** the saved address the fields hold, null when they hold another one */
  shown: SavedAddress | null;
  onChoose: (id: string | null) => void;
}

const summary = ({ line1, district, city }: SavedAddress['address']) =>
  [line1, district, city].filter((part) => part.trim()).join(', ');

/** The customer's saved addresses, to put one in the delivery fields — or "another address" to type. */
export function SavedAddressField({ saved, shown, onChoose }: SavedAddressFieldProps) {
  const { t } = useTranslation('orders');
  if (saved.length === 0) return null;
  return (
    <Field label={t('office.saved_address')}>
      <Select
        value={shown?.id ?? ''}
        onChange={(event) => onChoose(event.target.value || null)}
        placeholder={t('office.other_address')}
        options={saved.map((s) => ({
          value: s.id,
          label: s.label ? `${s.label} — ${summary(s.address)}` : summary(s.address),
        }))}
      />
    </Field>
  );
}
