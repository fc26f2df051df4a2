// Compte de résultat, SYSCOHADA révisé layout. Every class 6, 7 and 8 account feeds exactly one
// poste (longest prefix wins, class fallbacks catch accounts a merchant added), and every amount is
// its contribution to the result, credit − debit: income positive, charges negative. The net result
// (XI) is therefore the sum of the postes, which is the credit − debit of classes 6–8.

import { longestPrefixMatch } from './chart-of-accounts.ts';
import type { DateWindow, LedgerLine } from './ledger.ts';
import { buildStatement, label, type StatementLayoutItem, type StatementLine } from './statement-layout.ts';

// biome-ignore format: the references in the order of the statement
export type IncomeStatementRef =
  | 'TA' | 'RA' | 'RB' | 'XA' | 'TB' | 'TC' | 'TD' | 'XB' | 'TE' | 'TF' | 'TG' | 'TH' | 'TI'
  | 'RC' | 'RD' | 'RE' | 'RF' | 'RG' | 'RH' | 'RI' | 'RJ' | 'XC' | 'RK' | 'XD' | 'TJ' | 'RL' | 'XE'
  | 'TK' | 'TL' | 'TM' | 'RM' | 'RN' | 'XF' | 'XG' | 'TN' | 'TO' | 'RO' | 'RP' | 'XH' | 'RQ' | 'RS' | 'XI';

// Account prefix → poste; the class-wide rows ('6', '7', '8') catch what no finer row matches.
// biome-ignore format: grouped as on the statement
const POSTES: readonly (readonly [prefix: string, ref: IncomeStatementRef])[] = [
  ['6', 'RJ'], ['7', 'TH'], ['8', 'RP'],
  ['701', 'TA'], ['601', 'RA'], ['6031', 'RB'],
  ['70', 'TD'], ['702', 'TB'], ['703', 'TB'], ['704', 'TB'], ['705', 'TC'], ['706', 'TC'], ['707', 'TD'],
  ['73', 'TE'], ['72', 'TF'], ['71', 'TG'], ['75', 'TH'], ['78', 'TI'], ['781', 'TI'],
  ['60', 'RE'], ['602', 'RC'], ['6032', 'RD'], ['6033', 'RF'],
  ['61', 'RG'], ['62', 'RH'], ['63', 'RH'], ['64', 'RI'], ['65', 'RJ'], ['66', 'RK'],
  ['79', 'TJ'], ['68', 'RL'], ['69', 'RL'],
  ['77', 'TK'], ['797', 'TL'], ['787', 'TM'], ['67', 'RM'], ['687', 'RN'], ['697', 'RN'],
  ['82', 'TN'], ['84', 'TO'], ['86', 'TO'], ['88', 'TO'], ['81', 'RO'], ['83', 'RP'], ['85', 'RP'],
  ['87', 'RQ'], ['89', 'RS'],
];

/** The income statement poste an account of class 6, 7 or 8 feeds; undefined for other classes. */
export function incomeStatementRef(account: string): IncomeStatementRef | undefined {
  return longestPrefixMatch(account, POSTES)?.[1];
}

// biome-ignore format: one line per poste reads like the printed statement
export const INCOME_STATEMENT_LAYOUT: readonly StatementLayoutItem<IncomeStatementRef>[] = [
  { ref: 'TA', labels: label('Ventes de marchandises', 'Sales of goods for resale', 'Ventas de mercaderías') },
  { ref: 'RA', labels: label('Achats de marchandises', 'Purchases of goods for resale', 'Compras de mercaderías') },
  { ref: 'RB', labels: label('Variation de stocks de marchandises', 'Change in inventory of goods for resale', 'Variación de existencias de mercaderías') },
  { ref: 'XA', labels: label('Marge commerciale', 'Gross margin on goods', 'Margen comercial'), sum: ['TA', 'RA', 'RB'] },
  { ref: 'TB', labels: label('Ventes de produits fabriqués', 'Sales of manufactured products', 'Ventas de productos fabricados') },
  { ref: 'TC', labels: label('Travaux, services vendus', 'Works and services sold', 'Trabajos y servicios vendidos') },
  { ref: 'TD', labels: label('Produits accessoires', 'Ancillary income', 'Ingresos accesorios') },
  { ref: 'XB', labels: label("Chiffre d'affaires", 'Revenue', 'Cifra de negocios'), sum: ['TA', 'TB', 'TC', 'TD'] },
  { ref: 'TE', labels: label('Production stockée (ou déstockage)', 'Change in inventory of own production', 'Producción almacenada (o desalmacenada)') },
  { ref: 'TF', labels: label('Production immobilisée', 'Capitalised production', 'Producción inmovilizada') },
  { ref: 'TG', labels: label("Subventions d'exploitation", 'Operating grants', 'Subvenciones de explotación') },
  { ref: 'TH', labels: label('Autres produits', 'Other income', 'Otros ingresos') },
  { ref: 'TI', labels: label("Transferts de charges d'exploitation", 'Operating expense transfers', 'Transferencias de gastos de explotación') },
  { ref: 'RC', labels: label('Achats de matières premières et fournitures liées', 'Purchases of raw materials', 'Compras de materias primas y suministros') },
  { ref: 'RD', labels: label('Variation de stocks de matières premières et fournitures liées', 'Change in inventory of raw materials', 'Variación de existencias de materias primas') },
  { ref: 'RE', labels: label('Autres achats', 'Other purchases', 'Otras compras') },
  { ref: 'RF', labels: label("Variation de stocks d'autres approvisionnements", 'Change in inventory of other supplies', 'Variación de existencias de otros aprovisionamientos') },
  { ref: 'RG', labels: label('Transports', 'Transport', 'Transportes') },
  { ref: 'RH', labels: label('Services extérieurs', 'External services', 'Servicios exteriores') },
  { ref: 'RI', labels: label('Impôts et taxes', 'Taxes and duties', 'Impuestos y tasas') },
  { ref: 'RJ', labels: label('Autres charges', 'Other expenses', 'Otros gastos') },
  { ref: 'XC', labels: label('Valeur ajoutée', 'Value added', 'Valor añadido'), sum: ['XB', 'RA', 'RB', 'TE', 'TF', 'TG', 'TH', 'TI', 'RC', 'RD', 'RE', 'RF', 'RG', 'RH', 'RI', 'RJ'] },
  { ref: 'RK', labels: label('Charges de personnel', 'Personnel costs', 'Gastos de personal') },
  { ref: 'XD', labels: label("Excédent brut d'exploitation", 'Gross operating surplus (EBITDA)', 'Excedente bruto de explotación'), sum: ['XC', 'RK'] },
  { ref: 'TJ', labels: label("Reprises d'amortissements, provisions et dépréciations", 'Reversals of depreciation, provisions and impairment', 'Reversiones de amortizaciones, provisiones y deterioros') },
  { ref: 'RL', labels: label('Dotations aux amortissements, aux provisions et dépréciations', 'Depreciation, provisions and impairment', 'Dotaciones a amortizaciones, provisiones y deterioros') },
  { ref: 'XE', labels: label("Résultat d'exploitation", 'Operating result', 'Resultado de explotación'), sum: ['XD', 'TJ', 'RL'] },
  { ref: 'TK', labels: label('Revenus financiers et assimilés', 'Financial income', 'Ingresos financieros y asimilados') },
  { ref: 'TL', labels: label('Reprises de provisions et dépréciations financières', 'Reversals of financial provisions and impairment', 'Reversiones de provisiones y deterioros financieros') },
  { ref: 'TM', labels: label('Transferts de charges financières', 'Financial expense transfers', 'Transferencias de gastos financieros') },
  { ref: 'RM', labels: label('Frais financiers et charges assimilées', 'Financial expenses', 'Gastos financieros y asimilados') },
  { ref: 'RN', labels: label('Dotations aux provisions et aux dépréciations financières', 'Financial provisions and impairment', 'Dotaciones a provisiones y deterioros financieros') },
  { ref: 'XF', labels: label('Résultat financier', 'Financial result', 'Resultado financiero'), sum: ['TK', 'TL', 'TM', 'RM', 'RN'] },
  { ref: 'XG', labels: label('Résultat des activités ordinaires', 'Result from ordinary activities', 'Resultado de las actividades ordinarias'), sum: ['XE', 'XF'] },
  { ref: 'TN', labels: label("Produits des cessions d'immobilisations", 'Proceeds from disposals of fixed assets', 'Ingresos por enajenación de inmovilizado') },
  { ref: 'TO', labels: label('Autres produits HAO', 'Other non-operating income', 'Otros ingresos fuera de actividades ordinarias') },
  { ref: 'RO', labels: label("Valeurs comptables des cessions d'immobilisations", 'Carrying amount of fixed assets disposed of', 'Valor contable de las enajenaciones de inmovilizado') },
  { ref: 'RP', labels: label('Autres charges HAO', 'Other non-operating expenses', 'Otros gastos fuera de actividades ordinarias') },
  { ref: 'XH', labels: label('Résultat hors activités ordinaires', 'Non-operating result', 'Resultado fuera de las actividades ordinarias'), sum: ['TN', 'TO', 'RO', 'RP'] },
  { ref: 'RQ', labels: label('Participation des travailleurs', 'Employee profit-sharing', 'Participación de los trabajadores') },
  { ref: 'RS', labels: label('Impôts sur le résultat', 'Income taxes', 'Impuestos sobre el resultado') },
  { ref: 'XI', labels: label('Résultat net', 'Net result', 'Resultado neto'), sum: ['XG', 'XH', 'RQ', 'RS'] },
];

export interface IncomeStatement {
  readonly lines: StatementLine<IncomeStatementRef>[];
  /** XI: profit positive, loss negative. */
  readonly net_result: number;
  /** XB */
  readonly revenue: number;
}

/** The income statement of the lines dated inside the window (a month, a year, any dates). */
export function incomeStatement(lines: readonly LedgerLine[], window: DateWindow = {}): IncomeStatement {
  const amounts = new Map<IncomeStatementRef, number>();
  for (const line of lines) {
    if ((window.from && line.date < window.from) || (window.to && line.date > window.to)) continue;
    const ref = incomeStatementRef(line.account);
    if (ref) amounts.set(ref, (amounts.get(ref) ?? 0) + line.credit - line.debit);
  }
  const statement = buildStatement(INCOME_STATEMENT_LAYOUT, amounts);
  const amountOf = (ref: IncomeStatementRef) => statement.find((line) => line.ref === ref)?.amount ?? 0;
  return { lines: statement, net_result: amountOf('XI'), revenue: amountOf('XB') };
}
