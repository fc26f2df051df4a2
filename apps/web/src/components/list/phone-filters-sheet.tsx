import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceClass } from '../../features/shell/rules/breakpoints.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

export interface PhoneFiltersSheetProps {
  /** How many filters narrow the list now; the button reads "Filters (2)", or "Filters" for none. */
  count: number;
  /** The filters (and the sort, saved views…), stacked in the sheet; each applies as it is chosen. */
  children: ReactNode;
  /** Titles the sheet "Filter and sort" rather than "Filters": it holds the sort too. */
  withSort?: boolean;
}

/**
 * One "Filters (2)" button opening a bottom sheet with the list's filters, for a phone: a row of
 * selects above the list pushed its first record half a screen down. The sheet is a modal dialog
 * named by its title; Escape, its close button and "Show results" close it and focus goes back
 * to the button.
 */
export function PhoneFiltersSheet({ count, children, withSort = false }: PhoneFiltersSheetProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {count > 0 ? t('list_controls.filters_count', { count }) : t('list_controls.filters')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={withSort ? t('list_controls.sheet_title_sort') : t('list_controls.sheet_title')}
        closeLabel={t('list_controls.close')}
        footer={<Button onClick={close}>{t('list_controls.show_results')}</Button>}
      >
        <div className="flex flex-col gap-3">{children}</div>
      </Dialog>
    </>
  );
}

export interface ListFiltersProps extends PhoneFiltersSheetProps {
  /** Beside the "Filters" button on a phone, e.g. "Clear filters". */
  phoneExtra?: ReactNode;
}

/**
 * A list's filter controls: in place, as the page lays them out, from tablets up; behind the
 * "Filters (n)" button of PhoneFiltersSheet on a phone. The search box is not one of them: it
 * stays in sight.
 */
export function ListFilters({ phoneExtra, ...sheet }: ListFiltersProps) {
  if (useDeviceClass() !== 'mobile') return sheet.children;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PhoneFiltersSheet {...sheet} />
      {phoneExtra}
    </div>
  );
}
