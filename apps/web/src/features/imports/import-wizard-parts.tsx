// The look every CSV import shares: its steps, the file drop zone, the column selects, the row issues.
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Table } from '../../components/ui/table.tsx';
import type { ImportStep } from './use-import-flow.ts';

const STEPS = ['upload', 'mapping', 'preview', 'done'] as const;

/** The page's title, intro and where the user is among the steps. */
export function ImportHeader({ title, intro, step }: { title: string; intro: string; step: ImportStep }) {
  const { t } = useTranslation('imports');
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl">{title}</h1>
        <p className="text-fg-muted">{intro}</p>
      </div>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={t('steps.label')}>
        {STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={step === name ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${step === name ? 'bg-primary/15 font-medium text-primary-text' : 'bg-surface-muted text-fg-muted'}`}
          >
            {`${i + 1}. ${t(`steps.${name}`)}`}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The drop zone (or file picker) that sends the chosen CSV. */
export function ImportUploadStep(props: {
  busy: boolean;
  error: string | null;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation('imports');
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) props.onFile(file);
  }

  return (
    <section className="flex flex-col gap-3 sm:max-w-xl">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${
          dragging ? 'border-primary bg-primary/10' : 'border-line bg-surface'
        }`}
      >
        <span className="font-medium">{t('upload.drop')}</span>
        <span className="text-fg-muted text-sm">{t('upload.hint')}</span>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          aria-label={t('upload.pick')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) props.onFile(file);
          }}
        />
      </label>
      {props.busy && <p aria-live="polite">{t('upload.sending')}</p>}
      {props.error && (
        <p role="alert" className="text-danger-text">
          {props.error}
        </p>
      )}
    </section>
  );
}

/** One select per field: which column of the file feeds it (or none). */
export function ImportColumnSelects<F extends string>(props: {
  fields: readonly F[];
  columns: readonly string[];
  mapping: Partial<Record<F, string>>;
  errors: Record<string, string[]>;
  label: (field: F) => string;
  required?: (field: F) => boolean;
  hint?: (field: F) => string | undefined;
  onChange: (field: F, column: string) => void;
}) {
  const { t } = useTranslation('imports');
  const options = props.columns.map((column) => ({ value: column, label: column }));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {props.fields.map((field) => {
        const hint = props.hint?.(field);
        return (
          <Field
            key={field}
            label={props.label(field)}
            error={props.errors[`mapping.${field}`]}
            required={props.required?.(field) ?? false}
            {...(hint ? { hint } : {})}
          >
            <Select
              name={field}
              value={props.mapping[field] ?? ''}
              placeholder={t('mapping.skip')}
              options={options}
              onChange={(event) => props.onChange(field, event.target.value)}
            />
          </Field>
        );
      })}
    </div>
  );
}

interface RowIssue {
  row: number;
  field: string;
  code: string;
  message: string;
}

/** The rows with errors (and how many), then the rows with a note, each with its column and reason. */
export function ImportIssueTables(props: {
  errors: readonly RowIssue[];
  warnings: readonly RowIssue[];
  warningsCaption: string;
  /** the file's column of a field (its label when unmapped) */
  columnOf: (field: string) => ReactNode;
}) {
  const { t } = useTranslation('imports');
  const columns = (reason: string) => [
    { key: 'row', header: t('preview.row'), cell: (e: RowIssue) => e.row, rowHeader: true },
    {
      key: 'field',
      header: t('preview.column'),
      cell: (e: RowIssue) => (e.field === 'file' ? t('preview.file') : props.columnOf(e.field)),
    },
    { key: 'message', header: reason, cell: (e: RowIssue) => e.message },
  ];
  const issueKey = (e: RowIssue) => `${e.row}-${e.field}-${e.code}`;
  return (
    <>
      {props.errors.length > 0 && (
        <div className="flex flex-col gap-2">
          <p role="alert" className="font-medium text-danger-text">
            {t('preview.has_errors', { count: new Set(props.errors.map((e) => e.row)).size })}
          </p>
          <Table
            caption={t('preview.errors_caption')}
            columns={columns(t('preview.reason'))}
            rows={props.errors}
            rowKey={issueKey}
          />
        </div>
      )}
      {props.warnings.length > 0 && (
        <Table
          caption={props.warningsCaption}
          columns={columns(t('preview.note'))}
          rows={props.warnings}
          rowKey={issueKey}
        />
      )}
    </>
  );
}
