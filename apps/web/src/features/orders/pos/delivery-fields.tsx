import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { BasketDelivery } from './basket.ts';

export interface DeliveryFieldsProps {
  value: BasketDelivery | null;
  onChange: (delivery: BasketDelivery | null) => void;
}

/** "To deliver" and where: a street or landmark, a district, a city — how addresses are given here. */
export function DeliveryFields({ value, onChange }: DeliveryFieldsProps) {
  const { t } = useTranslation('orders');
  const set = (field: keyof BasketDelivery) => (text: string) =>
    onChange({ ...(value ?? { line1: '', district: '', city: '' }), [field]: text });

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('delivery_form.legend')}</legend>
      <Checkbox
        label={t('delivery_form.toggle')}
        checked={value !== null}
        onChange={(event) => onChange(event.target.checked ? { line1: '', district: '', city: '' } : null)}
      />
      {value && (
        <div className="grid gap-2 sm:grid-cols-3">
          <Field label={t('delivery_form.line1')} required>
            <TextInput
              value={value.line1}
              onChange={(event) => set('line1')(event.target.value)}
              autoComplete="street-address"
            />
          </Field>
          <Field label={t('delivery_form.district')}>
            <TextInput value={value.district} onChange={(event) => set('district')(event.target.value)} />
          </Field>
          <Field label={t('delivery_form.city')} required>
            <TextInput
              value={value.city}
              onChange={(event) => set('city')(event.target.value)}
              autoComplete="address-level2"
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}
