/** The orders namespace's t, loosened for keys built from a status value. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface TimelineEntry {
  type: string;
  from_value: string | null;
  to_value: string | null;
}

/** Entries whose to_value is the reference of the document or return they tell about. */
const REFERENCED = new Set([
  'quotation',
  'invoice',
  'credit_note',
  'return_requested',
  'return_approved',
  'return_rejected',
]);

/** One line of an order's history in the user's language, from the entry the server recorded. */
export function timelineText(
  t: Translate,
  entry: TimelineEntry,
  money: (minor: number) => string,
  /** the order's delivery mode: a pickup's steps are told as a collection's, like its badge */
  mode?: string,
  /** a date and time as the screen writes them (an offline sale's time on the device) */
  dateTime: (iso: string) => string = (iso) => iso,
): string {
  switch (entry.type) {
    case 'created':
      return t('timeline.created', { status: t(`status.${entry.to_value}`) });
    case 'status':
      return t('timeline.status', { status: t(`status.${entry.to_value}`) });
    case 'delivery_status':
      return mode === 'pickup'
        ? t('timeline.pickup', { status: t(`delivery_pickup.${entry.to_value}`) })
        : t('timeline.delivery', { status: t(`delivery.${entry.to_value}`) });
    case 'payment':
      return t('timeline.payment', { amount: money(Number(entry.to_value)) });
    case 'refund':
      return t('timeline.refund', { amount: money(Number(entry.to_value)) });
    case 'sold_offline':
      return t('timeline.sold_offline', { time: dateTime(entry.to_value ?? '') });
    case 'payment_voided':
      return t('timeline.payment_voided', { amount: money(Number(entry.from_value)) });
    default:
      if (REFERENCED.has(entry.type)) {
        return t(`timeline.${entry.type}`, { reference: entry.to_value ?? '' });
      }
      return t(`timeline.${entry.type}`, { defaultValue: t('timeline.updated') });
  }
}
