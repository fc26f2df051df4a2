// A sale rung up while the shop was offline reaches the server later, from the point of sale's outbox, with the
// moment it was made on the device (sold_offline_at). The server keeps that moment on the order's timeline; these
// rules say when it is believable.

/** How far ahead of the server's clock a device's may run: a few minutes of drift, not a wrong date. */
export const OFFLINE_SALE_MAX_SKEW_MS = 5 * 60 * 1000;
/** How old an offline sale may be when it arrives: a month of outage, not last year's receipt. */
export const OFFLINE_SALE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Why a sold_offline_at is refused (the message key is `orders.<problem>`). */
export type OfflineSaleProblem = 'offline_sale_not_pos' | 'offline_sale_in_future' | 'offline_sale_too_old';

/**
 * What is wrong with an order's sold_offline_at, or null when it may be kept: only a point-of-sale order carries
 * one, no more than 5 minutes after `now` (the server's clock) and no more than 30 days before it.
 */
export function offlineSaleProblem(sale: {
  channel: string;
  soldOfflineAt: Date;
  now: Date;
}): OfflineSaleProblem | null {
  if (sale.channel !== 'pos') return 'offline_sale_not_pos';
  const ahead = sale.soldOfflineAt.getTime() - sale.now.getTime();
  if (ahead > OFFLINE_SALE_MAX_SKEW_MS) return 'offline_sale_in_future';
  if (-ahead > OFFLINE_SALE_MAX_AGE_MS) return 'offline_sale_too_old';
  return null;
}
