// The steps' buttons every CSV import shares: check the rows, import or go back, and what next.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import type { ImportStep } from './use-import-flow.ts';

/** What these parts use of useImportFlow. */
interface Flow {
  busy: boolean;
  commitError: string | null;
  runPreview: () => void;
  restart: () => void;
  setStep: (step: ImportStep) => void;
}

/** The mapping step: the file's name and size, the column selects (children), "more columns", check. */
export function ImportMappingSection(props: {
  flow: Flow;
  filename: string | null;
  rowCount: number;
  /** the label of the button showing every field; none once shown */
  more: string | null;
  onMore: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('imports');
  const { flow } = props;
  return (
    <section className="flex flex-col gap-4 sm:max-w-xl">
      <p className="text-fg-muted">
        {t('mapping.intro', { file: props.filename ?? '', count: props.rowCount })}
      </p>
      {props.children}
      {props.more && (
        <Button type="button" variant="ghostPrimary" onClick={props.onMore}>
          {props.more}
        </Button>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={flow.runPreview} loading={flow.busy} loadingLabel={t('working')}>
          {t('mapping.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={flow.restart}>
          {t('restart')}
        </Button>
      </div>
    </section>
  );
}

/** Under the preview: how to fix a bad file (or children, the commit's options), the refusal, the buttons. */
export function ImportCommitActions(props: {
  flow: Flow;
  hasErrors: boolean;
  label: string;
  disabled?: boolean;
  onCommit: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('imports');
  const { flow } = props;
  return (
    <div className="flex flex-col gap-3 sm:max-w-xl">
      {props.hasErrors ? <p>{t('preview.fix_file')}</p> : props.children}
      {flow.commitError && (
        <p role="alert" className="text-danger-text">
          {flow.commitError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={props.onCommit}
          loading={flow.busy}
          loadingLabel={t('working')}
          disabled={props.hasErrors || props.disabled === true}
        >
          {props.label}
        </Button>
        <Button type="button" variant="secondary" onClick={() => flow.setStep('mapping')}>
          {t('preview.back')}
        </Button>
        <Button type="button" variant="secondary" onClick={flow.restart}>
          {t('restart')}
        </Button>
      </div>
    </div>
  );
}

/** Once imported: what was done, a link to the imported records, another file. */
export function ImportDoneActions(props: { flow: Flow; text: string; to: string; linkLabel: string }) {
  const { t } = useTranslation('imports');
  return (
    <div className="flex flex-col gap-3 sm:max-w-xl">
      <p role="status" className="font-medium">
        {props.text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={props.to} className={buttonClassName()}>
          {props.linkLabel}
        </Link>
        <Button type="button" variant="secondary" onClick={props.flow.restart}>
          {t('done.again')}
        </Button>
      </div>
    </div>
  );
}
