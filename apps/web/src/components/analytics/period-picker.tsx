import type { WeekStart } from '@comptoir/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Checkbox } from '../ui/checkbox.tsx';
import { cx } from '../ui/class-names.ts';
import { Field } from '../ui/field.tsx';
import { Select } from '../ui/select.tsx';
import { TextInput } from '../ui/text-input.tsx';
import { dayRangeLabel } from './format.ts';
import {
  type DayRange,
  PERIOD_PRESETS,
  type PeriodState,
  pastDays,
  periodDays,
  readPeriodParams,
  writePeriodParams,
} from './period.ts';

/** The period of the URL (`period`, `from`, `to`, `compare`) and how to change it. */
export function usePeriodParams(): [PeriodState, (next: Partial<PeriodState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = useMemo(() => readPeriodParams(searchParams), [searchParams]);
  // The URL changes after the router's navigation (its loaders run first): until then the
  // controls show what was just chosen, so a checkbox never flips back for a moment.
  const [pending, setPending] = useState<{ state: PeriodState; base: URLSearchParams } | null>(null);
  const state = pending && pending.base === searchParams ? pending.state : fromUrl;
  const change = useCallback(
    (next: Partial<PeriodState>) => {
      setPending({ state: { ...state, ...next }, base: searchParams });
      setSearchParams((current) => writePeriodParams(current, { ...readPeriodParams(current), ...next }), {
        replace: true,
      });
    },
    [setSearchParams, searchParams, state],
  );
  return [state, change];
}

export interface PeriodPickerProps {
  /** today in the company's time zone, `YYYY-MM-DD` (see todayIn) */
  today: string;
  weekStartsOn?: WeekStart;
  /** the days the server resolved (its answer's `period`/`past_period`), shown when known */
  resolved?: { period?: DayRange | null; past?: DayRange | null } | undefined;
  className?: string;
}

/**
 * Every SPEC §3 preset and a custom range of two days, with "compare with the previous period";
 * the choice lives in the URL search params so a view can be bookmarked or shared.
 */
export function PeriodPicker({ today, weekStartsOn = 1, resolved, className }: PeriodPickerProps) {
  const { t, i18n } = useTranslation('analytics');
  const [state, change] = usePeriodParams();
  const days = resolved?.period ?? periodDays(state, today, weekStartsOn);
  const past = days ? (resolved?.past ?? pastDays(days)) : null;
  const locale = i18n.language;

  return (
    <fieldset
      className={cx(
        'm-0 flex min-w-0 flex-col gap-3 border-0 p-0 sm:flex-row sm:flex-wrap sm:items-end',
        className,
      )}
    >
      <legend className="sr-only">{t('period.group')}</legend>
      <Field label={t('period.label')} className="sm:w-56">
        <Select
          value={state.period}
          onChange={(event) => {
            const period = event.target.value as PeriodState['period'];
            if (period === 'custom' && days)
              change({ period, from: state.from || days.start, to: state.to || days.end });
            else change({ period });
          }}
          options={PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(`presets.${preset}`) }))}
        />
      </Field>
      {state.period === 'custom' && (
        <>
          <Field label={t('period.from')} className="sm:w-44">
            <TextInput
              type="date"
              value={state.from}
              max={state.to || undefined}
              onChange={(event) => change({ from: event.target.value })}
            />
          </Field>
          <Field label={t('period.to')} className="sm:w-44">
            <TextInput
              type="date"
              value={state.to}
              min={state.from || undefined}
              onChange={(event) => change({ to: event.target.value })}
            />
          </Field>
        </>
      )}
      <Checkbox
        label={t('period.compare')}
        checked={state.compare}
        onChange={(event) => change({ compare: event.target.checked })}
        className="sm:pb-1"
      />
      <p className="text-fg-muted text-sm sm:basis-full" aria-live="polite" data-testid="period-days">
        {days ? dayRangeLabel(days.start, days.end, locale) : t('period.incomplete')}
        {state.compare && past && ' '}
        {state.compare && past && (
          <span className="block sm:ms-2 sm:inline">
            {t('period.versus', { range: dayRangeLabel(past.start, past.end, locale) })}
          </span>
        )}
      </p>
    </fieldset>
  );
}
