import { describe, expect, it } from 'vitest';
import { calendarDay, documentWhatsappLink } from './document-share.ts';

const document = {
  kind: 'quotation' as const,
  reference: 'QUO-2026-0004',
  total: 150_000,
  valid_until: '2026-06-30',
  public_url: 'https://shop.example/d/abc',
  seller: { name: 'Couture Bintou' },
};
const t = (key: string, params: Record<string, string>) =>
  `${key}|${Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join('|')}`;

describe('sharing a document on WhatsApp', () => {
  it('writes the kind’s message with the total, validity and public link, to the customer’s number', () => {
    const link = documentWhatsappLink(document, {
      t,
      money: (minor) => `${minor} FCFA`,
      language: 'fr',
      phone: '2250700000001',
    });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/2250700000001');
    expect(url.searchParams.get('text')).toBe(
      'section.share_quotation|company=Couture Bintou|reference=QUO-2026-0004|total=150000 FCFA|date=30 juin 2026|url=https://shop.example/d/abc',
    );
  });

  it('lets the sender pick the contact when the customer has no usable number', () => {
    const link = documentWhatsappLink(
      { ...document, kind: 'invoice', valid_until: null },
      { t, money: String, language: 'en', phone: '0700' },
    );
    expect(link.startsWith('https://wa.me/?text=section.share_invoice')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toContain('date=|');
  });

  it('keeps a calendar day the same day in every time zone', () => {
    expect(calendarDay('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(calendarDay('2026-12-31', 'es')).toBe('31 de diciembre de 2026');
  });
});
