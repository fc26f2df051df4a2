import {
  DOCUMENT_PAYMENT_STATUSES,
  ONLINE_PAYMENT_PROVIDERS,
  PROVIDER_CREDENTIALS,
  SALES_DOCUMENT_KINDS,
} from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/documents.json';
import es from '../../i18n/locales/es/documents.json';
import fr from '../../i18n/locales/fr/documents.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('documents translations', () => {
  it('fr and es have exactly the English keys, none empty', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[])
      expect(JSON.stringify(catalogue)).not.toContain('""');
  });

  it('names every kind, payment status, provider and credential', () => {
    const keys = keysOf(en);
    for (const kind of SALES_DOCUMENT_KINDS) {
      expect(keys).toContain(`section.kind.${kind}`);
      expect(keys).toContain(`section.share_${kind}`);
      expect(keys).toContain(`public.kind.${kind}`);
    }
    for (const status of DOCUMENT_PAYMENT_STATUSES) expect(keys).toContain(`public.status.${status}`);
    for (const provider of ONLINE_PAYMENT_PROVIDERS) {
      for (const key of ['public.providers', 'online.providers', 'online.about', 'online.notify_hint']) {
        expect(keys).toContain(`${key}.${provider}`);
      }
      for (const field of PROVIDER_CREDENTIALS[provider])
        expect(keys).toContain(`online.fields.${field.key}`);
    }
  });
});
