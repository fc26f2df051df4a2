import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { BasketCustomer, BasketDelivery } from '../sale/basket.ts';
import { AddressFields } from '../sale/delivery-fields.tsx';
import { errorsUnder, type FieldErrors } from './field-errors.ts';
import { SavedAddressField } from './saved-address-field.tsx';
import { chooseSavedAddress, type SavedAddress, savedAddressShown } from './saved-addresses.ts';

export interface DeliveryAddressFieldsProps {
  value: BasketDelivery;
  onChange: (delivery: BasketDelivery) => void;
  /** the customer's saved addresses, the default first: offered to fill the fields, never forced */
  saved: readonly SavedAddress[];
  /** who receives the parcel, on their number, when the recipient and phone are left blank */
  customer: BasketCustomer | null;
  /** the server's (or the screen's) messages, by API field */
  errors: FieldErrors;
}

/**
 * Where an office order goes and who receives it: one of the customer's saved addresses or one
 * typed, then the recipient and the number the courier calls — the customer's unless changed.
 */
export function DeliveryAddressFields({
  value,
  onChange,
  saved,
  customer,
  errors,
}: DeliveryAddressFieldsProps) {
  const { t } = useTranslation('orders');
  const under = (field: string) => errorsUnder(errors, `shipping_address.${field}`);

  return (
    <>
      <SavedAddressField
        saved={saved}
        shown={savedAddressShown(value, saved)}
        onChoose={(id) => onChange(chooseSavedAddress(saved, id))}
      />
      <AddressFields
        value={value}
        onChange={onChange}
        errors={{ line1: under('line1'), district: under('district'), city: under('city') }}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label={t('delivery_form.recipient_name')} error={under('recipient_name')}>
          <TextInput
            value={value.recipientName ?? ''}
            maxLength={160}
            placeholder={customer?.name}
            onChange={(event) => onChange({ ...value, recipientName: event.target.value })}
          />
        </Field>
        <Field label={t('delivery_form.phone')} error={under('phone')}>
          <TextInput
            type="tel"
            value={value.phone ?? ''}
            maxLength={32}
            placeholder={customer?.phone ?? undefined}
            onChange={(event) => onChange({ ...value, phone: event.target.value })}
          />
        </Field>
      </div>
    </>
  );
}
