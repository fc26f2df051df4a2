import { CUSTOMER_TYPES, type CustomerType } from '@comptoir/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/class-names.ts';

/** Individual or company, as two radio buttons drawn as a segmented control. */
export function CustomerTypeSwitch({
  value,
  onChange,
  className,
}: {
  value: CustomerType;
  onChange: (type: CustomerType) => void;
  className?: string;
}) {
  const { t } = useTranslation('customers');
  const name = useId();
  return (
    <fieldset className={cx('flex flex-col gap-1', className)}>
      <legend className="mb-1 font-medium text-fg text-sm">{t('editor.type_legend')}</legend>
      <div className="inline-flex w-fit rounded-lg border border-line p-0.5">
        {CUSTOMER_TYPES.map((type) => (
          <label
            key={type}
            className={cx(
              'cursor-pointer rounded-md px-4 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === type ? 'bg-primary font-semibold text-primary-fg' : 'text-fg',
            )}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {t(`types.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
