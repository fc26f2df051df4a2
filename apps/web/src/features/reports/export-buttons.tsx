import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../app/toasts.ts';
import { analyticsQuery, type GroupByParams, groupByPath } from '../../components/analytics/analytics-api.ts';
import { downloadExport } from '../../components/export-button.tsx';
import { Button } from '../../components/ui/button.tsx';

/** CSV and XLSX of the report on screen (`group-by/export`, stats.export); the caller checks the permission. */
export function ReportExportButtons({ params }: { params: GroupByParams }) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  async function run(format: 'csv' | 'xlsx') {
    setBusy(format);
    const result = await downloadExport(groupByPath(), { ...analyticsQuery(params), format });
    setBusy(null);
    if (!result.ok && result.message !== null) showErrorToast('export-error', result.message);
  }
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          variant="secondary"
          loading={busy === format}
          loadingLabel={t('exporting')}
          onClick={() => run(format)}
        >
          {t(`export_${format}`)}
        </Button>
      ))}
    </>
  );
}
