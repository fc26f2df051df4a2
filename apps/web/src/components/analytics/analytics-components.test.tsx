import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/analytics.json';
import es from '../../i18n/locales/es/analytics.json';
import fr from '../../i18n/locales/fr/analytics.json';
import { PeriodPicker } from './period-picker.tsx';
import { RevenueChart } from './revenue-chart.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['analytics']);
});
afterEach(cleanup);

type Catalogue = { [key: string]: string | Catalogue };
const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

function renderPicker(url: string) {
  const router = createMemoryRouter([{ path: '/dashboard', element: <PeriodPicker today="2026-11-24" /> }], {
    initialEntries: [url],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const text = (id: string) => (screen.getByTestId(id).textContent ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ');
const search = (router: ReturnType<typeof renderPicker>) => new URLSearchParams(router.state.location.search);

describe('PeriodPicker', () => {
  it('offers every SPEC §3 preset and shows the days of the chosen one, kept in the URL', () => {
    const router = renderPicker('/dashboard?shop=s1');
    const select = screen.getByLabelText('Period') as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.value)).toEqual([
      'today',
      'yesterday',
      'this_week',
      'last_week',
      'last_7_days',
      'last_30_days',
      'this_month',
      'last_month',
      'this_year',
      'last_year',
      'custom',
    ]);
    expect(select.value).toBe('this_week');
    expect(text('period-days')).toBe('Nov 23 – 29, 2026');
    fireEvent.change(select, { target: { value: 'last_30_days' } });
    expect(search(router).get('period')).toBe('last_30_days');
    expect(search(router).get('shop')).toBe('s1');
    expect(text('period-days')).toBe('Oct 26 – Nov 24, 2026');
  });

  it('a custom range starts from the current days and edits each bound through labelled inputs', () => {
    const router = renderPicker('/dashboard?period=this_month');
    expect(screen.queryByLabelText('From')).toBeNull();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect(from.value).toBe('2026-11-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-30');
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    expect(search(router).toString()).toBe('period=custom&from=2026-11-10&to=2026-11-30');
    expect(text('period-days')).toBe('Nov 10 – 30, 2026');
  });

  it('the compare toggle goes into the URL and names the previous period', () => {
    const router = renderPicker('/dashboard?period=this_month');
    const compare = screen.getByLabelText('Compare with previous period') as HTMLInputElement;
    expect(compare.checked).toBe(false);
    fireEvent.click(compare);
    expect(search(router).get('compare')).toBe('1');
    expect(text('period-days')).toContain('vs Oct 2 – 31, 2026');
    fireEvent.click(screen.getByLabelText('Compare with previous period'));
    expect(search(router).get('compare')).toBeNull();
  });
});

describe('RevenueChart', () => {
  const points = [
    { key: '2026-11-01', value: 1000, pastValue: 500, pastKey: '2026-10-02' },
    { key: '2026-11-02', value: 0, pastValue: 250, pastKey: '2026-10-03' },
    { key: '2026-11-03', value: 4000, pastValue: 0, pastKey: '2026-10-04' },
  ];
  const renderChart = (showPast: boolean, bucket: 'day' | 'month' = 'day') =>
    render(
      <I18nextProvider i18n={i18n}>
        <RevenueChart
          points={points}
          bucket={bucket}
          showPast={showPast}
          title="Revenue"
          formatValue={(v) => `${v} F`}
        />
      </I18nextProvider>,
    );

  it('draws one bar per bucket, scaled to the largest, with a hidden table for screen readers', () => {
    renderChart(false);
    const bars = screen.getAllByTestId('chart-bar');
    expect(bars).toHaveLength(3);
    expect(bars.map((bar) => Number(bar.getAttribute('height')))).toEqual([44, 0, 176]);
    expect(screen.queryAllByTestId('chart-past-bar')).toHaveLength(0);
    const table = screen.getByRole('table', { name: 'Revenue' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]!.textContent).toBe('November 1, 20261000 F');
    expect(screen.getByTestId('chart-axis').textContent).toBe('Nov 1Nov 2Nov 3');
  });

  it('adds the past period as a second series, in the table too', () => {
    renderChart(true, 'month');
    expect(screen.getAllByTestId('chart-past-bar')).toHaveLength(3);
    const table = screen.getByRole('table', { name: 'Revenue' });
    expect(within(table).getByRole('columnheader', { name: 'Previous period' })).toBeTruthy();
    expect(within(table).getAllByRole('row')[3]!.textContent).toBe('November 20264000 F0 F');
  });

  it('is one keyboard stop: the arrow keys move the tooltip from bucket to bucket', () => {
    renderChart(true);
    const chart = screen.getByRole('group', { name: 'Revenue' });
    expect(chart.tabIndex).toBe(0);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip').textContent).toBe(
      'November 1, 2026: 1000 F · previous period (October 2, 2026): 500 F',
    );
    fireEvent.keyDown(chart, { key: 'End' });
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('November 3, 2026: 4000 F');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(screen.getByTestId('chart-tooltip').textContent).toBe('');
  });
});

describe('analytics translations', () => {
  it('fr and es have exactly the English keys, none empty', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[])
      expect(JSON.stringify(catalogue)).not.toContain('""');
  });
});
