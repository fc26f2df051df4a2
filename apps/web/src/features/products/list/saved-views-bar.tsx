import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { currentView, deleteView, readSavedViews, saveView } from './saved-views.ts';

export interface SavedViewsBarProps {
  companyId: string;
  /** The current search, filters and sort as a query string. */
  query: string;
  onApply: (query: string) => void;
}

/** Named filter sets on this device: pick one, save the current one, delete the one shown. */
export function SavedViewsBar({ companyId, query, onApply }: SavedViewsBarProps) {
  const { t } = useTranslation('products');
  const [views, setViews] = useState(() => readSavedViews(localStorage, companyId));
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const shown = currentView(views, query);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return;
    setViews(saveView(localStorage, companyId, name, query));
    setNaming(false);
    setName('');
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field label={t('views.label')} className="min-w-48 flex-1 sm:flex-none">
        <Select
          value={shown?.id ?? ''}
          onChange={(event) => {
            const view = views.find((candidate) => candidate.id === event.target.value);
            onApply(view?.query ?? '');
          }}
          placeholder={t('views.all')}
          options={views.map((view) => ({ value: view.id, label: view.name }))}
        />
      </Field>
      <Button variant="outline" onClick={() => setNaming(true)} disabled={query === ''}>
        {t('views.save')}
      </Button>
      {shown && (
        <Button variant="ghostDanger" onClick={() => setViews(deleteView(localStorage, companyId, shown.id))}>
          {t('views.delete', { name: shown.name })}
        </Button>
      )}
      <Dialog
        open={naming}
        onClose={() => setNaming(false)}
        title={t('views.save_title')}
        description={t('views.save_text')}
        closeLabel={t('common.close')}
        width="small"
      >
        <form onSubmit={save} className="flex flex-col gap-4">
          <Field label={t('views.name')} required>
            <TextInput
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={60}
              autoFocus
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setNaming(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={name.trim() === ''}>
              {t('views.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
