import type { SalesDocument } from '@comptoir/core';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, type Mock } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';

// Helpers of the sales documents' component tests (never imported by the app).

/**
 * Loads the screen's translations `namespaces`, and after each test unmounts it and forgets what the
 * mocked API (the test file's `vi.mock` of app/api.ts) was told to answer.
 */
export function setUpDocumentTests(api: Record<string, Mock>, namespaces: string[]) {
  beforeAll(() => i18n.loadNamespaces(namespaces));
  afterEach(() => {
    cleanup();
    for (const fn of Object.values(api)) fn.mockReset();
  });
}

/** Invoice INV-2026-0001 of order o1 to Moussa Kane: 9,000 FCFA, issued on 2 March 2026, in French. */
export function aDocument(change: Partial<SalesDocument> = {}): SalesDocument {
  return {
    id: 'd1',
    kind: 'invoice',
    type_code: 1,
    reference: 'INV-2026-0001',
    number: 1,
    year: 2026,
    order_id: 'o1',
    customer_id: 'c1',
    credited_document_id: null,
    currency: 'XAF',
    subtotal: 9_000,
    discount_total: 0,
    tax_total: 0,
    total: 9_000,
    lines: [],
    tax_lines: [],
    seller: { name: 'Boutique Awa' },
    buyer: { name: 'Moussa Kane', phone: '+237 6 90 00 00 01' },
    locale: 'fr',
    notes: null,
    due_at: null,
    valid_until: null,
    amount_in_words: false,
    issued_at: '2026-03-02T10:00:00.000Z',
    public_url: 'http://shop.test/d/tok1',
    pdf_url: 'http://shop.test/d/tok1/pdf',
    created_at: '2026-03-02T10:00:00.000Z',
    ...change,
  };
}
