// Bilan, SYSCOHADA révisé layout. Each class 1–5 account goes to one poste: by its number where
// SYSCOHADA fixes the side (capital, fixed assets, stock, loans), by its balance where the account
// can end on either side (a customer who overpaid is a debt, an overdrawn bank is treasury-liability).
// Contra accounts (28x depreciation, 39x, 49x, 59x) reduce the assets they belong to. Assets are
// debit − credit, liabilities credit − debit, and the year's result (classes 6–8) sits in equity
// (CJ), so for balanced entries total assets equal total liabilities.

import { longestPrefixMatch } from './chart-of-accounts.ts';
import type { LedgerLine } from './ledger.ts';
import { buildStatement, label, type StatementLayoutItem, type StatementLine } from './statement-layout.ts';

// biome-ignore format: the references in the order of the statement
export type BalanceSheetAssetRef =
  | 'AD' | 'AI' | 'AP' | 'AQ' | 'AZ' | 'BA' | 'BB' | 'BH' | 'BI' | 'BJ' | 'BK' | 'BQ' | 'BR' | 'BS' | 'BT' | 'BU' | 'BZ';
// biome-ignore format: the references in the order of the statement
export type BalanceSheetLiabilityRef =
  | 'CA' | 'CB' | 'CD' | 'CE' | 'CF' | 'CG' | 'CH' | 'CJ' | 'CL' | 'CM' | 'CP' | 'DA' | 'DB' | 'DC' | 'DD' | 'DF'
  | 'DH' | 'DI' | 'DJ' | 'DK' | 'DM' | 'DN' | 'DP' | 'DQ' | 'DR' | 'DT' | 'DV' | 'DZ';

type Ref = BalanceSheetAssetRef | BalanceSheetLiabilityRef;

// Accounts whose poste does not depend on their balance.
// biome-ignore format: grouped by class
const FIXED: readonly (readonly [prefix: string, ref: Ref])[] = [
  ['10', 'CA'], ['105', 'CD'], ['106', 'CE'], ['109', 'CB'], ['11', 'CG'], ['111', 'CF'], ['112', 'CF'], ['113', 'CF'],
  ['12', 'CH'], ['13', 'CJ'], ['14', 'CL'], ['15', 'CM'], ['16', 'DA'], ['17', 'DB'], ['18', 'DA'], ['19', 'DC'],
  ['2', 'AI'], ['21', 'AD'], ['281', 'AD'], ['291', 'AD'], ['25', 'AP'], ['295', 'AP'],
  ['26', 'AQ'], ['27', 'AQ'], ['296', 'AQ'], ['297', 'AQ'],
  ['3', 'BB'],
  ['478', 'BU'], ['479', 'DV'], ['485', 'BA'], ['488', 'BA'], ['498', 'BA'],
  ['481', 'DH'], ['482', 'DH'], ['484', 'DH'], ['4998', 'DH'], ['499', 'DN'],
  ['49', 'BJ'], ['490', 'BH'], ['491', 'BI'],
  ['50', 'BQ'], ['590', 'BQ'], ['51', 'BR'], ['591', 'BR'], ['59', 'BS'],
  ['56', 'DR'], ['564', 'DQ'], ['565', 'DQ'],
];

// Accounts placed by their balance: [prefix, poste when debit, poste when credit].
// biome-ignore format: grouped by class
const BY_BALANCE: readonly (readonly [prefix: string, debit: Ref, credit: Ref])[] = [
  ['4', 'BJ', 'DM'], ['40', 'BH', 'DJ'], ['41', 'BI', 'DI'], ['42', 'BJ', 'DK'], ['43', 'BJ', 'DK'], ['44', 'BJ', 'DK'],
  ['5', 'BS', 'DR'],
];

/** The poste of a class 1–5 account with this balance (debit − credit); undefined for classes 6–8. */
export function balanceSheetRef(account: string, balance: number): Ref | undefined {
  const fixed = longestPrefixMatch(account, FIXED);
  const byBalance = longestPrefixMatch(account, BY_BALANCE);
  if (fixed && (!byBalance || fixed[0].length >= byBalance[0].length)) return fixed[1];
  if (byBalance) return balance >= 0 ? byBalance[1] : byBalance[2];
  return undefined;
}

const ASSET_REFS = new Set<string>([
  'AD',
  'AI',
  'AP',
  'AQ',
  'BA',
  'BB',
  'BH',
  'BI',
  'BJ',
  'BQ',
  'BR',
  'BS',
  'BU',
]);

// biome-ignore format: one line per poste reads like the printed statement
export const BALANCE_SHEET_ASSETS_LAYOUT: readonly StatementLayoutItem<BalanceSheetAssetRef>[] = [
  { ref: 'AD', labels: label('Immobilisations incorporelles', 'Intangible assets', 'Inmovilizado intangible') },
  { ref: 'AI', labels: label('Immobilisations corporelles', 'Property, plant and equipment', 'Inmovilizado material') },
  { ref: 'AP', labels: label('Avances et acomptes versés sur immobilisations', 'Advances paid on fixed assets', 'Anticipos pagados sobre inmovilizado') },
  { ref: 'AQ', labels: label('Immobilisations financières', 'Financial assets', 'Inmovilizado financiero') },
  { ref: 'AZ', labels: label('Total actif immobilisé', 'Total fixed assets', 'Total activo inmovilizado'), sum: ['AD', 'AI', 'AP', 'AQ'] },
  { ref: 'BA', labels: label('Actif circulant HAO', 'Non-operating current assets', 'Activo circulante fuera de actividades ordinarias') },
  { ref: 'BB', labels: label('Stocks et encours', 'Inventories and work in progress', 'Existencias y producción en curso') },
  { ref: 'BH', labels: label('Fournisseurs, avances versées', 'Advances paid to suppliers', 'Proveedores, anticipos pagados') },
  { ref: 'BI', labels: label('Clients', 'Customers', 'Clientes') },
  { ref: 'BJ', labels: label('Autres créances', 'Other receivables', 'Otros créditos') },
  { ref: 'BK', labels: label('Total actif circulant', 'Total current assets', 'Total activo circulante'), sum: ['BA', 'BB', 'BH', 'BI', 'BJ'] },
  { ref: 'BQ', labels: label('Titres de placement', 'Short-term investments', 'Títulos de inversión') },
  { ref: 'BR', labels: label('Valeurs à encaisser', 'Items for collection', 'Valores a cobrar') },
  { ref: 'BS', labels: label('Banques, chèques postaux, caisse et assimilés', 'Banks, postal account, cash and equivalents', 'Bancos, cheques postales, caja y asimilados') },
  { ref: 'BT', labels: label('Total trésorerie-actif', 'Total treasury assets', 'Total tesorería-activo'), sum: ['BQ', 'BR', 'BS'] },
  { ref: 'BU', labels: label('Écart de conversion-actif', 'Translation differences – assets', 'Diferencias de conversión – activo') },
  { ref: 'BZ', labels: label('Total général', 'Total assets', 'Total general'), sum: ['AZ', 'BK', 'BT', 'BU'] },
];

// biome-ignore format: one line per poste reads like the printed statement
export const BALANCE_SHEET_LIABILITIES_LAYOUT: readonly StatementLayoutItem<BalanceSheetLiabilityRef>[] = [
  { ref: 'CA', labels: label('Capital', 'Capital', 'Capital') },
  { ref: 'CB', labels: label('Apporteurs capital non appelé', 'Uncalled capital', 'Capital no exigido') },
  { ref: 'CD', labels: label('Primes liées au capital social', 'Share premiums', 'Primas vinculadas al capital social') },
  { ref: 'CE', labels: label('Écarts de réévaluation', 'Revaluation surplus', 'Diferencias de revalorización') },
  { ref: 'CF', labels: label('Réserves indisponibles', 'Restricted reserves', 'Reservas indisponibles') },
  { ref: 'CG', labels: label('Réserves libres', 'Free reserves', 'Reservas libres') },
  { ref: 'CH', labels: label('Report à nouveau', 'Retained earnings', 'Remanente') },
  { ref: 'CJ', labels: label("Résultat net de l'exercice", 'Net result for the year', 'Resultado neto del ejercicio') },
  { ref: 'CL', labels: label("Subventions d'investissement", 'Investment grants', 'Subvenciones de inversión') },
  { ref: 'CM', labels: label('Provisions réglementées', 'Regulated provisions', 'Provisiones reglamentadas') },
  { ref: 'CP', labels: label('Total capitaux propres et ressources assimilées', 'Total equity', 'Total patrimonio neto y recursos asimilados'), sum: ['CA', 'CB', 'CD', 'CE', 'CF', 'CG', 'CH', 'CJ', 'CL', 'CM'] },
  { ref: 'DA', labels: label('Emprunts et dettes financières diverses', 'Borrowings and other financial debts', 'Préstamos y deudas financieras diversas') },
  { ref: 'DB', labels: label('Dettes de location-acquisition', 'Lease liabilities', 'Deudas por arrendamiento con opción de compra') },
  { ref: 'DC', labels: label('Provisions pour risques et charges', 'Provisions for risks and charges', 'Provisiones para riesgos y gastos') },
  { ref: 'DD', labels: label('Total dettes financières et ressources assimilées', 'Total financial debts', 'Total deudas financieras y recursos asimilados'), sum: ['DA', 'DB', 'DC'] },
  { ref: 'DF', labels: label('Total ressources stables', 'Total long-term funds', 'Total recursos permanentes'), sum: ['CP', 'DD'] },
  { ref: 'DH', labels: label('Dettes circulantes HAO', 'Non-operating current liabilities', 'Deudas circulantes fuera de actividades ordinarias') },
  { ref: 'DI', labels: label('Clients, avances reçues', 'Advances received from customers', 'Clientes, anticipos recibidos') },
  { ref: 'DJ', labels: label("Fournisseurs d'exploitation", 'Trade payables', 'Proveedores de explotación') },
  { ref: 'DK', labels: label('Dettes fiscales et sociales', 'Tax and social liabilities', 'Deudas fiscales y sociales') },
  { ref: 'DM', labels: label('Autres dettes', 'Other liabilities', 'Otras deudas') },
  { ref: 'DN', labels: label('Provisions pour risques à court terme', 'Short-term provisions', 'Provisiones para riesgos a corto plazo') },
  { ref: 'DP', labels: label('Total passif circulant', 'Total current liabilities', 'Total pasivo circulante'), sum: ['DH', 'DI', 'DJ', 'DK', 'DM', 'DN'] },
  { ref: 'DQ', labels: label("Banques, crédits d'escompte", 'Banks, discount credit', 'Bancos, créditos de descuento') },
  { ref: 'DR', labels: label('Banques, établissements financiers et crédits de trésorerie', 'Banks, financial institutions and short-term credit', 'Bancos, entidades financieras y créditos de tesorería') },
  { ref: 'DT', labels: label('Total trésorerie-passif', 'Total treasury liabilities', 'Total tesorería-pasivo'), sum: ['DQ', 'DR'] },
  { ref: 'DV', labels: label('Écart de conversion-passif', 'Translation differences – liabilities', 'Diferencias de conversión – pasivo') },
  { ref: 'DZ', labels: label('Total général', 'Total liabilities and equity', 'Total general'), sum: ['DF', 'DP', 'DT', 'DV'] },
];

export interface BalanceSheet {
  readonly assets: StatementLine<BalanceSheetAssetRef>[];
  readonly liabilities: StatementLine<BalanceSheetLiabilityRef>[];
  readonly total_assets: number;
  readonly total_liabilities: number;
  /** The result of classes 6–8 from `year_start` to the date, inside CJ. */
  readonly result: number;
}

/**
 * The balance sheet at the end of `to` (every line up to it). Classes 6–8 not yet closed into
 * 12/13 count as the year's result (CJ) from `year_start`, and as retained earnings (CH) before it.
 */
export function balanceSheet(
  lines: readonly LedgerLine[],
  options: { readonly to?: string | null; readonly year_start?: string | null } = {},
): BalanceSheet {
  const balances = new Map<string, number>();
  let result = 0;
  let earlierResults = 0;
  for (const line of lines) {
    if (options.to && line.date > options.to) continue;
    if (/^[678]/.test(line.account)) {
      const amount = line.credit - line.debit;
      if (options.year_start && line.date < options.year_start) earlierResults += amount;
      else result += amount;
    } else {
      balances.set(line.account, (balances.get(line.account) ?? 0) + line.debit - line.credit);
    }
  }
  const amounts = new Map<Ref, number>([
    ['CJ', result],
    ['CH', earlierResults],
  ]);
  for (const [account, balance] of balances) {
    const ref = balanceSheetRef(account, balance);
    if (ref === undefined) continue;
    const amount = ASSET_REFS.has(ref) ? balance : -balance;
    amounts.set(ref, (amounts.get(ref) ?? 0) + amount);
  }
  const assets = buildStatement(BALANCE_SHEET_ASSETS_LAYOUT, amounts as Map<BalanceSheetAssetRef, number>);
  const liabilities = buildStatement(
    BALANCE_SHEET_LIABILITIES_LAYOUT,
    amounts as Map<BalanceSheetLiabilityRef, number>,
  );
  return {
    assets,
    liabilities,
    total_assets: assets.at(-1)?.amount ?? 0,
    total_liabilities: liabilities.at(-1)?.amount ?? 0,
    result,
  };
}
