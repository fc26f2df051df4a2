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

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('delivery_form.legend')}</legend>
      <Checkbox
        label={t('delivery_form.toggle')}
        checked={value !== null}
        onChange={(event) => onChange(event.target.checked ? { line1: '', district: '', city: '' } : null)}
      />
      {value && <AddressFields value={value} onChange={onChange} />}
    </fieldset>
  );
}

export interface AddressFieldsProps {
  value: BasketDelivery;
  onChange: (delivery: BasketDelivery) => void;
  /** the server's (or the screen's) messages by field: line1, district, city */
  errors?: Partial<Record<keyof BasketDelivery, string[]>>;
}

/** The address of a delivery: a street or landmark and a city are needed, the district helps. */
export function AddressFields({ value, onChange, errors = {} }: AddressFieldsProps) {
  const { t } = useTranslation('orders');
  const set = (field: keyof BasketDelivery) => (text: string) => onChange({ ...value, [field]: text });

  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <Field label={t('delivery_form.line1')} error={errors.line1} required>
        <TextInput
          value={value.line1}
          onChange={(event) => set('line1')(event.target.value)}
          autoComplete="street-address"
        />
      </Field>
      <Field label={t('delivery_form.district')} error={errors.district}>
        <TextInput value={value.district} onChange={(event) => set('district')(event.target.value)} />
      </Field>
      <Field label={t('delivery_form.city')} error={errors.city} required>
        <TextInput
          value={value.city}
          onChange={(event) => set('city')(event.target.value)}
          autoComplete="address-level2"
        />
      </Field>
    </div>
  );
}
