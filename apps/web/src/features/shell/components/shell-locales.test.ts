import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/shell.json';
import es from '../../../i18n/locales/es/shell.json';
import fr from '../../../i18n/locales/fr/shell.json';
import { APP_CATALOGUE, APP_GROUPS } from '../apps.ts';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('shell translations', () => {
  it('fr and es have exactly the English keys, none empty', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[]) {
      expect(JSON.stringify(catalogue)).not.toContain('""');
    }
  });

  it('the install banner is translated in fr and es, not left in English', () => {
    expect(fr.install.title).toBe('Installez Comptoir sur votre téléphone');
    expect(es.install.title).toBe('Instala Comptoir en tu teléfono');
    for (const catalogue of [fr, es]) {
      for (const key of Object.keys(en.install) as (keyof typeof en.install)[]) {
        expect(catalogue.install[key], key).not.toBe(en.install[key]);
      }
    }
  });

  it('every app and group has a name', () => {
    const english = keysOf(en);
    for (const entry of APP_CATALOGUE) expect(english).toContain(`apps.${entry.key}`);
    for (const group of APP_GROUPS) expect(english).toContain(`groups.${group}`);
  });
});
