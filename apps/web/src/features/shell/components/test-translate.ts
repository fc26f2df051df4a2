import en from '../../../i18n/locales/en/shell.json';
import type { ShellTranslate } from '../apps.ts';

type Catalogue = { [key: string]: string | Catalogue };

/** The English `shell` texts, so tests query what users read; a missing key fails loudly. */
export const t: ShellTranslate = (key) => {
  let node: string | Catalogue | undefined = en as Catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing shell text ${key}`);
  return node;
};
