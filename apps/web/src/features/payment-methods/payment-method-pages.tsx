import { defaultAccountingCode, PAYMENT_METHOD_KINDS, type PaymentMethodRecord } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../app/app-link.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import {
  SettingCreatePage,
  SettingEditPage,
  type SettingFormSpec,
} from '../pricing-settings/setting-editor-page.tsx';
import { SettingListPage } from '../pricing-settings/setting-list-page.tsx';
import { paymentMethodPaths } from './paths.ts';
import {
  emptyPaymentMethodDraft,
  PAYMENT_METHOD_LIST_SPEC,
  type PaymentMethodDraft,
  paymentMethodBody,
  paymentMethodDraftOf,
} from './payment-method-draft.ts';

/** /payment-methods: how customers pay, and which one the sale screen offers first. */
export function PaymentMethodListPage() {
  const { t } = useTranslation(['payment_methods', 'documents']);
  const appLink = useAppLink();
  const columns: TableColumn<PaymentMethodRecord>[] = [
    { key: 'name', header: t('fields.name'), cell: (m) => m.name },
    { key: 'kind', header: t('fields.kind'), cell: (m) => t(`kinds.${m.kind}`) },
    { key: 'code', header: t('fields.accounting_code'), cell: (m) => m.accounting_code },
    {
      key: 'status',
      header: t('list.status'),
      cell: (m) => (
        <span className="flex flex-wrap gap-1">
          {m.is_default && <Badge color="blue">{t('list.default')}</Badge>}
          {m.is_active ? (
            <Badge color="green">{t('list.active')}</Badge>
          ) : (
            <Badge color="amber">{t('list.inactive')}</Badge>
          )}
        </span>
      ),
    },
  ];
  return (
    <SettingListPage
      ns="payment_methods"
      resource="payment-methods"
      permission="payment_methods"
      spec={PAYMENT_METHOD_LIST_SPEC}
      filters={[
        {
          param: 'kind',
          label: t('fields.kind'),
          options: PAYMENT_METHOD_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
        },
        {
          param: 'is_active',
          label: t('list.active_filter'),
          options: [
            { value: 'true', label: t('list.active') },
            { value: 'false', label: t('list.inactive') },
          ],
        },
      ]}
      columns={columns}
      paths={paymentMethodPaths}
      more={[
        <Button key="online" variant="outline" {...appLink(paymentMethodPaths.online())}>
          {t('documents:online.link')}
        </Button>,
      ]}
    />
  );
}

function PaymentMethodFields({
  draft,
  setDraft,
  errors,
  record,
}: Parameters<SettingFormSpec<PaymentMethodRecord, PaymentMethodDraft>['fields']>[0]) {
  const { t } = useTranslation('payment_methods');
  const set = <K extends keyof PaymentMethodDraft>(field: K, value: PaymentMethodDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  return (
    <>
      <Field label={t('fields.name')} error={errors.name} required>
        <TextInput value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={80} />
      </Field>
      <Field label={t('fields.kind')} error={errors.kind}>
        <Select
          value={draft.kind}
          onChange={(e) => set('kind', e.target.value as PaymentMethodDraft['kind'])}
          options={PAYMENT_METHOD_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
      </Field>
      <Field
        label={t('fields.accounting_code')}
        hint={t('editor.accounting_hint', { code: defaultAccountingCode(draft.kind) })}
        error={errors.accounting_code}
      >
        <TextInput
          value={draft.accounting_code}
          onChange={(e) => set('accounting_code', e.target.value)}
          placeholder={defaultAccountingCode(draft.kind)}
          inputMode="numeric"
          maxLength={12}
        />
      </Field>
      <Field label={t('fields.provider')} hint={t('editor.provider_hint')} error={errors.provider}>
        <TextInput
          value={draft.provider}
          onChange={(e) => set('provider', e.target.value)}
          maxLength={40}
          autoComplete="off"
        />
      </Field>
      <Field label={t('fields.position')} error={errors.position}>
        <TextInput
          value={draft.position}
          onChange={(e) => set('position', e.target.value)}
          inputMode="numeric"
        />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {record?.is_default ? (
          <p className="text-fg-muted text-sm">{t('editor.is_the_default')}</p>
        ) : (
          <Checkbox
            label={t('fields.is_default')}
            hint={t('editor.default_hint')}
            checked={draft.is_default}
            onChange={(e) => set('is_default', e.target.checked)}
            error={errors.is_default?.join(' ')}
          />
        )}
        <Checkbox
          label={t('fields.is_active')}
          checked={draft.is_active}
          onChange={(e) => set('is_active', e.target.checked)}
          error={errors.is_active?.join(' ')}
        />
      </div>
    </>
  );
}

const PAYMENT_METHOD_FORM: SettingFormSpec<PaymentMethodRecord, PaymentMethodDraft> = {
  ns: 'payment_methods',
  resource: 'payment-methods',
  permission: 'payment_methods',
  paths: paymentMethodPaths,
  emptyDraft: emptyPaymentMethodDraft,
  draftOf: paymentMethodDraftOf,
  bodyOf: (draft, _currency, record) => paymentMethodBody(draft, record),
  nameOf: (m) => m.name,
  fields: (props) => <PaymentMethodFields {...props} />,
};

export function PaymentMethodCreatePage() {
  return <SettingCreatePage spec={PAYMENT_METHOD_FORM} />;
}

export function PaymentMethodEditPage() {
  return <SettingEditPage spec={PAYMENT_METHOD_FORM} />;
}
