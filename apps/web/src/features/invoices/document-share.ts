import type { SalesDocument } from '@comptoir/core';
import { whatsappLink } from '../orders/receipt-text.ts';

/** A calendar day (YYYY-MM-DD) written in the language, the same day wherever the reader is. */
export function calendarDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export type ShareTranslate = (key: string, params: Record<string, string>) => string;

/**
 * The WhatsApp message that sends a document's public page: what it is, its total, and for a
 * quotation how long it holds; addressed to the customer's number when there is one.
 */
export function documentWhatsappLink(
  document: Pick<SalesDocument, 'kind' | 'reference' | 'total' | 'valid_until' | 'public_url' | 'seller'>,
  options: { t: ShareTranslate; money: (minor: number) => string; language: string; phone?: string | null },
): string {
  const text = options.t(`section.share_${document.kind}`, {
    company: document.seller.name,
    reference: document.reference,
    total: options.money(document.total),
    date: document.valid_until ? calendarDay(document.valid_until, options.language) : '',
    url: document.public_url,
  });
  return whatsappLink(text, options.phone);
}
