import type { CustomerAddress } from '@comptoir/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import {
  ADDRESS_TEXT_FIELDS,
  type AddressDraft,
  type AddressTextField,
  addressBody,
  addressDraftOf,
  emptyAddressDraft,
} from './address-draft.ts';
import { customerAddressesPath, customerAddressesQuery } from './api.ts';

const INPUTS: Record<
  AddressTextField,
  { autoComplete: string; maxLength: number; required?: boolean; hint?: 'district_hint' | 'country_hint' }
> = {
  label: { autoComplete: 'off', maxLength: 60 },
  recipient_name: { autoComplete: 'name', maxLength: 160 },
  phone: { autoComplete: 'tel', maxLength: 24 },
  line1: { autoComplete: 'address-line1', maxLength: 240, required: true },
  line2: { autoComplete: 'address-line2', maxLength: 240 },
  district: { autoComplete: 'address-level3', maxLength: 120, hint: 'district_hint' },
  city: { autoComplete: 'address-level2', maxLength: 120, required: true },
  region: { autoComplete: 'address-level1', maxLength: 120 },
  postal_code: { autoComplete: 'postal-code', maxLength: 20 },
  country: { autoComplete: 'country', maxLength: 2, hint: 'country_hint' },
};

/** Adds an address, or edits `address`; the server's field errors show under each field. */
export function AddressDialog({
  customerId,
  address,
  onClose,
}: {
  customerId: string;
  address: CustomerAddress | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AddressDraft>(() =>
    address ? addressDraftOf(address) : emptyAddressDraft(),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const base = customerAddressesPath(customerId);
  const save = useMutation({
    mutationFn: async (body: unknown) =>
      unwrap(
        address
          ? await api.patch<{ data: CustomerAddress }>(`${base}/${address.id}`, body)
          : await api.post<{ data: CustomerAddress }>(base, body),
      ).data,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync(addressBody(draft));
      await queryClient.invalidateQueries({ queryKey: customerAddressesQuery(customerId).queryKey });
      showSuccessToast('address-saved', t('addresses.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.result.error?.errors ?? {});
        if (error.result.error) showErrorToast('address-save-error', error.result.error.message);
      } else showErrorToast('address-save-error', t('errors.generic'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={address ? t('addresses.edit_title') : t('addresses.add_title')}
      closeLabel={t('common.cancel')}
      width="large"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {ADDRESS_TEXT_FIELDS.map((field) => {
            const spec = INPUTS[field];
            return (
              <Field
                key={field}
                label={t(`addresses.fields.${field}`)}
                error={errors[field]}
                {...(spec.required ? { required: true } : {})}
                {...(spec.hint ? { hint: t(`addresses.${spec.hint}`) } : {})}
              >
                <TextInput
                  value={draft[field]}
                  onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
                  autoComplete={spec.autoComplete}
                  maxLength={spec.maxLength}
                  {...(field === 'phone' ? { type: 'tel', inputMode: 'tel' as const } : {})}
                />
              </Field>
            );
          })}
          <Checkbox
            label={t('addresses.fields.is_default')}
            checked={draft.is_default}
            onChange={(event) => setDraft((current) => ({ ...current, is_default: event.target.checked }))}
            className="sm:col-span-2"
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} loadingLabel={t('common.working')}>
            {t('addresses.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
