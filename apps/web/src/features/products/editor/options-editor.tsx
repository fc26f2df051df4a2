import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ChipsInput } from '../shared/chips-input.tsx';
import { newOptionKey } from './product-draft.ts';
import { MAX_OPTIONS, type OptionDraft } from './variant-rows.ts';

export interface OptionsEditorProps {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  errors: Record<string, string[]>;
}

/** Up to three options (Size, Colour…) with their values as chips; the grid below follows live. */
export function OptionsEditor({ options, onChange, errors }: OptionsEditorProps) {
  const { t } = useTranslation('products');
  const update = (index: number, patch: Partial<OptionDraft>) =>
    onChange(options.map((option, position) => (position === index ? { ...option, ...patch } : option)));

  return (
    <div className="flex flex-col gap-4">
      {options.map((option, index) => (
        <fieldset key={option.key} className="flex flex-col gap-3 rounded-md border border-line p-3">
          <legend className="px-1 font-medium text-sm">{t('options.legend', { number: index + 1 })}</legend>
          <Field label={t('options.name')} error={errors[`options.${index}.name`]}>
            <TextInput
              value={option.name}
              onChange={(event) => update(index, { name: event.target.value })}
              placeholder={t('options.name_placeholder')}
              maxLength={60}
            />
          </Field>
          <ChipsInput
            label={t('options.values')}
            hint={t('options.values_hint')}
            values={option.values}
            onChange={(values) => update(index, { values })}
            error={errors[`options.${index}.values`]}
            max={100}
          />
          <div>
            <Button
              variant="ghostDanger"
              size="small"
              onClick={() => onChange(options.filter((_, position) => position !== index))}
            >
              {t('options.remove', { name: option.name || t('options.legend', { number: index + 1 }) })}
            </Button>
          </div>
        </fieldset>
      ))}
      {options.length < MAX_OPTIONS && (
        <div>
          <Button
            variant="outline"
            onClick={() => onChange([...options, { key: newOptionKey(), name: '', values: [] }])}
          >
            {t('options.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
