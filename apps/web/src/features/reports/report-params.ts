import { GROUP_BY_SORTS, type GroupBySort } from '@comptoir/core';
import type { GroupByField, GroupByParams } from '../../components/analytics/analytics-api.ts';

// What the sales report shows, kept in the URL so that a report can be shared, bookmarked and
// reopened: the grouping, the sort and length of top lists, and one shop or the whole company.
// The period (preset, custom days, comparison) belongs to the shared period picker.

/** The groupings of the screen, in tab order; `day` is the API's time series (field `date`). */
export const REPORT_GROUPS = ['day', 'product', 'customer', 'seller', 'shop', 'payment_method'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The API's `sort` values; every sort is descending. */
export const REPORT_SORTS = GROUP_BY_SORTS;
export type ReportSort = GroupBySort;

/** Lengths offered for top lists (the API accepts 1–100). */
export const REPORT_LIMITS = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

export interface ReportParams {
  group: ReportGroup;
  sort: ReportSort;
  limit: number;
  /** one shop's figures; '' for the whole company */
  shop: string;
}

const SHOP_ID = /^[\w-]{1,64}$/;

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The report's parameters from the address; anything unknown falls back to the default. */
export function readReportParams(params: URLSearchParams): ReportParams {
  const limit = Math.floor(Number(params.get('limit')));
  const shop = params.get('shop') ?? '';
  return {
    group: pick(REPORT_GROUPS, params.get('group'), 'day'),
    sort: pick(REPORT_SORTS, params.get('sort'), 'revenue'),
    limit: limit >= 1 && limit <= 100 ? limit : DEFAULT_LIMIT,
    shop: SHOP_ID.test(shop) ? shop : '',
  };
}

/**
 * The report's parameters written over `current`: the period picker's parameters (and any other)
 * are kept; defaults are left out so that the plain address stays `/reports`.
 */
export function writeReportParams(current: URLSearchParams, state: ReportParams): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(key);
    else params.set(key, value);
  };
  set('group', state.group, 'day');
  set('sort', state.sort, 'revenue');
  set('limit', String(state.limit), String(DEFAULT_LIMIT));
  set('shop', state.shop, '');
  return params;
}

/** The API's `field` of a grouping. */
export const groupField = (group: ReportGroup): GroupByField => (group === 'day' ? 'date' : group);

/** A time series is every bucket in order: it is neither sorted nor cut. */
export const isTimeSeries = (group: ReportGroup): boolean => group === 'day';

/**
 * The parameters of `GET /analytics/stats/orders/group-by/` (and of its export): the period's own
 * (from the period picker's periodQuery), then the grouping, its sort and length, and the shop.
 */
export function groupByParams(state: ReportParams, period: Record<string, string>): GroupByParams {
  return {
    ...period,
    field: groupField(state.group),
    ...(isTimeSeries(state.group) ? {} : { sort: state.sort, limit: state.limit }),
    ...(state.shop ? { shop_id: state.shop } : {}),
  };
}
