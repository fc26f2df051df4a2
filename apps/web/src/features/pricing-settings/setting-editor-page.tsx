import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RecordLoadError } from '../../components/editor/record-load-error.tsx';
import { useRecordEditor } from '../../components/editor/use-record-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { apiPath } from '../products/api.ts';
import type { MoneyCurrency } from '../products/shared/money-text.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { type SettingResource, settingQuery } from './api.ts';

export type FieldErrors = Record<string, string[]>;

export interface SettingFormSpec<T extends { id: string }, Draft> {
  ns: string;
  resource: SettingResource;
  permission: string;
  paths: { list: () => string };
  emptyDraft: (currency: MoneyCurrency) => Draft;
  draftOf: (record: T, currency: MoneyCurrency) => Draft;
  bodyOf: (draft: Draft, currency: MoneyCurrency, record?: T) => unknown;
  /** what the delete dialog and the title name the record by */
  nameOf: (record: T) => string;
  /** parameters of the record's GET, e.g. `{ include: 'warehouses' }` */
  detailQuery?: ListQuery;
  fields: (props: {
    draft: Draft;
    setDraft: (update: (current: Draft) => Draft) => void;
    errors: FieldErrors;
    currency: MoneyCurrency;
    record?: T;
  }) => ReactNode;
}

/** /<setting>/create. */
export function SettingCreatePage<T extends { id: string }, Draft>({
  spec,
}: {
  spec: SettingFormSpec<T, Draft>;
}) {
  const { t } = useTranslation(spec.ns);
  const session = useProductSession();
  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={6} />;
  if (!session.can(`${spec.permission}.create`)) return <p role="alert">{t('editor.forbidden_create')}</p>;
  return <SettingForm spec={spec} />;
}

/** /<setting>/:id/edit. */
export function SettingEditPage<T extends { id: string; updated_at: string }, Draft>({
  spec,
}: {
  spec: SettingFormSpec<T, Draft>;
}) {
  const { t } = useTranslation(spec.ns);
  const { id = '' } = useParams();
  const session = useProductSession();
  const canView = session.can(`${spec.permission}.view`);
  const record = useQuery({ ...settingQuery<T>(spec.resource, id, spec.detailQuery), enabled: canView });
  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;
  if (record.isPending) return <Skeleton label={t('editor.loading')} lines={6} />;
  if (record.isError) {
    return (
      <RecordLoadError
        error={record.error}
        notFound={t('editor.not_found')}
        backLabel={t('editor.back')}
        backLink={{ href: spec.paths.list() }}
        retry={{ label: t('common.retry'), onRetry: () => void record.refetch() }}
      />
    );
  }
  return <SettingForm key={record.data.updated_at} spec={spec} record={record.data} />;
}

/** The form of one setting; the server's field errors show under each field. */
function SettingForm<T extends { id: string }, Draft>({
  spec,
  record,
}: {
  spec: SettingFormSpec<T, Draft>;
  record?: T;
}) {
  const { t } = useTranslation(spec.ns);
  const session = useProductSession();
  const currency = session.currency;
  const [draft, setDraftState] = useState<Draft>(() =>
    record ? spec.draftOf(record, currency) : spec.emptyDraft(currency),
  );
  const editable = session.can(`${spec.permission}.${record ? 'update' : 'create'}`);
  const { errors, confirmDelete, setConfirmDelete, save, remove, submit, destroy } = useRecordEditor<T>({
    base: apiPath(spec.resource),
    record,
    toast: spec.resource,
    texts: { saved: t('editor.saved'), deleted: t('editor.deleted'), generic: t('errors.generic') },
    paths: spec.paths,
    savedPath: () => spec.paths.list(),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(spec.bodyOf(draft, currency, record));
  }

  const name = record ? spec.nameOf(record) : '';
  return (
    <div className="flex flex-col gap-4 pb-20 sm:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 break-words font-semibold text-2xl">
          {record ? t('editor.edit_title', { name }) : t('editor.create_title')}
        </h1>
        {record && session.can(`${spec.permission}.delete`) && (
          <Button variant="ghostDanger" onClick={() => setConfirmDelete(true)}>
            {t('editor.delete')}
          </Button>
        )}
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={record ? t('editor.edit_title', { name }) : t('editor.create_title')}
        className="flex min-w-0 max-w-3xl flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
      >
        <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
          {spec.fields({ draft, setDraft: setDraftState, errors, currency, ...(record ? { record } : {}) })}
        </fieldset>
        {editable && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending} loadingLabel={t('common.working')}>
              {record ? t('editor.save') : t('editor.create')}
            </Button>
            <Button variant="outline" href={spec.paths.list()}>
              {t('editor.back')}
            </Button>
          </div>
        )}
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title={t('editor.delete_title')}
        text={t('editor.delete_text', { name })}
        confirmLabel={t('editor.delete')}
        cancelLabel={t('common.cancel')}
        workingLabel={t('common.working')}
        variant="danger"
        busy={remove.isPending}
        onConfirm={destroy}
        onClose={() => setConfirmDelete(false)}
      />
    </div>
  );
}
