import { foldForSearch, type LedgerAccount } from '@comptoir/core';

/**
 * The chart's accounts a search and a class keep: the code by its start, the label without accents or
 * case ("creances" finds "Créances clients"), as the API's search of /accounts.
 */
export function filterAccounts(
  accounts: readonly LedgerAccount[],
  search: string,
  klass: string,
): LedgerAccount[] {
  const text = search.trim();
  const folded = foldForSearch(text);
  return accounts.filter(
    (a) =>
      (!klass || a.class === Number(klass)) &&
      (!text || a.code.startsWith(text) || foldForSearch(a.label).includes(folded)),
  );
}
