// Which SYSCOHADA account each business fact goes to. Every rule reads its accounts from a
// `PostingAccounts` object so a company can override one (e.g. VAT collected on services to 4432)
// without touching the rules.

import { defaultAccountingCode } from '../pricing-settings/payment-method-kinds.ts';
import type { PaymentMethodKind } from '../schemas/payment-method.schema.ts';
import type { PRODUCT_TYPES } from '../schemas/product.schema.ts';
import { type ChartAccount, postableAccountFor, SYSCOHADA_ACCOUNTS } from './chart-of-accounts.ts';
import type { JournalCode } from './journal.ts';

export interface PostingAccounts {
  /** 411 Clients: what customers owe. */
  readonly receivable: string;
  /** 401 Fournisseurs, dettes en compte. */
  readonly payable: string;
  /** 422 Personnel, rémunérations dues: pay owed to staff. */
  readonly wages_payable: string;
  /** 4431 TVA facturée sur ventes. */
  readonly vat_collected: string;
  /** 4451 TVA récupérable sur immobilisations. */
  readonly vat_deductible_fixed_assets: string;
  /** 4452 TVA récupérable sur achats (60x). */
  readonly vat_deductible_purchases: string;
  /** 4453 TVA récupérable sur transport (61x). */
  readonly vat_deductible_transport: string;
  /** 4454 TVA récupérable sur services extérieurs et autres charges (62x and beyond). */
  readonly vat_deductible_services: string;
  /** 4441 État, TVA due. */
  readonly vat_payable: string;
  /** 4449 État, crédit de TVA à reporter. */
  readonly vat_credit: string;
  /** 4492 État, avances et acomptes versés sur impôts: tax a customer withheld on our sale. */
  readonly tax_withheld_by_customer: string;
  /** 447 État, impôts retenus à la source: tax we withheld on a supplier's bill and owe the State. */
  readonly tax_withheld_from_supplier: string;
  /** 585 Virements de fonds: money between two treasury accounts. */
  readonly transfer_in_transit: string;
  /** 631 Frais bancaires: a transfer's or a wallet's fees. */
  readonly bank_fees: string;
  /** 658 Charges diverses: cash missing at a drawer's close. */
  readonly cash_shortage: string;
  /** 758 Produits divers: cash found over at a drawer's close. */
  readonly cash_overage: string;
  /** 4711 Débiteurs divers: a shortage held pending explanation. */
  readonly suspense_debit: string;
  /** 4712 Créditeurs divers: an overage held pending explanation. */
  readonly suspense_credit: string;
  /**
   * 104 Compte de l'exploitant: what the merchant brings in from outside the books, such as the
   * stock on hand when a product is created or imported (docs/decisions.md).
   */
  readonly opening_balance: string;
}

export const DEFAULT_POSTING_ACCOUNTS: PostingAccounts = {
  receivable: '411',
  payable: '401',
  wages_payable: '422',
  vat_collected: '4431',
  vat_deductible_fixed_assets: '4451',
  vat_deductible_purchases: '4452',
  vat_deductible_transport: '4453',
  vat_deductible_services: '4454',
  vat_payable: '4441',
  vat_credit: '4449',
  tax_withheld_by_customer: '4492',
  tax_withheld_from_supplier: '447',
  transfer_in_transit: '585',
  bank_fees: '631',
  cash_shortage: '658',
  cash_overage: '758',
  suspense_debit: '4711',
  suspense_credit: '4712',
  opening_balance: '104',
};

export function postingAccounts(overrides?: Partial<PostingAccounts> | null): PostingAccounts {
  return { ...DEFAULT_POSTING_ACCOUNTS, ...overrides };
}

// ——— Revenue ———

/** What a sale line sells, which decides its 70x account. */
export const REVENUE_KINDS = [
  'goods',
  'finished_products',
  'works',
  'services',
  'shipping',
  'other',
] as const;
export type RevenueKind = (typeof REVENUE_KINDS)[number];

const REVENUE_ACCOUNTS: Record<RevenueKind, string> = {
  goods: '701', // Ventes de marchandises: goods bought for resale
  finished_products: '702', // Ventes de produits finis: what the merchant makes
  works: '705', // Travaux facturés
  services: '706', // Services vendus
  shipping: '7071', // Ports, emballages perdus et autres frais facturés: delivery fees billed
  other: '7078', // Autres produits accessoires
};

export const revenueAccount = (kind: RevenueKind): string => REVENUE_ACCOUNTS[kind];

/**
 * A product type's revenue kind: physical and digital goods and bundles are resold goods (701); a
 * menu is made on site (702); services are services (706).
 */
export function revenueKindForProductType(type: (typeof PRODUCT_TYPES)[number]): RevenueKind {
  if (type === 'services') return 'services';
  if (type === 'menu') return 'finished_products';
  return 'goods';
}

// ——— Purchases and expenses ———

/** What a supplier bill line buys, which decides its 60x–63x account. */
export const PURCHASE_KINDS = ['goods', 'raw_materials', 'consumables', 'packaging', 'services'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

const PURCHASE_ACCOUNTS: Record<PurchaseKind, string> = {
  goods: '601', // Achats de marchandises
  raw_materials: '602', // Achats de matières premières et fournitures liées
  consumables: '604', // Achats stockés de matières et fournitures consommables
  packaging: '608', // Achats d'emballages
  services: '605', // Autres achats (6057 achats d'études et prestations de services)
};

export const purchaseAccount = (kind: PurchaseKind): string => PURCHASE_ACCOUNTS[kind];

/** SPEC §3 expense categories and item categories. */
export const EXPENSE_CATEGORIES = [
  'SUPPLIER',
  'RAW_MATERIALS',
  'PERSONNEL',
  'OPERATING_EXPENSES',
  'OTHER_CHARGES',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_ITEM_CATEGORIES = ['PRODUCTS', 'SERVICES', 'OTHER'] as const;
export type ExpenseItemCategory = (typeof EXPENSE_ITEM_CATEGORIES)[number];

// category → item category → account; `default` when the item category is missing or not listed.
const EXPENSE_ACCOUNTS: Record<
  ExpenseCategory,
  Partial<Record<ExpenseItemCategory, string>> & { default: string }
> = {
  // Bought from a supplier: goods for resale, else other purchases (services, non-stocked supplies).
  SUPPLIER: { PRODUCTS: '601', default: '605' },
  RAW_MATERIALS: { default: '602' },
  // Staff: wages; services of people who are not employees; other cash allowances (transport, housing).
  PERSONNEL: { SERVICES: '637', OTHER: '663', default: '661' },
  // Running the shop: non-stocked supplies (water, power, office), else other external charges.
  OPERATING_EXPENSES: { PRODUCTS: '605', default: '638' },
  OTHER_CHARGES: { default: '658' },
};

/**
 * Finer natures an expense form may offer; each names its account and wins over the category's.
 * They cover what a shop pays most often.
 */
export const EXPENSE_NATURES = {
  rent: '622',
  utilities: '605',
  fuel: '605',
  office_supplies: '605',
  packaging: '608',
  delivery: '612',
  transport: '618',
  maintenance: '624',
  insurance: '625',
  advertising: '627',
  telecom: '628',
  bank_fees: '631',
  professional_fees: '632',
  training: '633',
  software: '634',
  memberships: '635',
  external_staff: '637',
  taxes: '641',
  registration_duties: '646',
  donations: '658',
  salaries: '661',
  staff_allowances: '663',
  social_charges: '664',
  interest: '671',
} as const satisfies Record<string, string>;
export type ExpenseNature = keyof typeof EXPENSE_NATURES;

export function expenseAccount(
  category: ExpenseCategory,
  itemCategory?: ExpenseItemCategory | null,
  nature?: ExpenseNature | null,
): string {
  if (nature) return EXPENSE_NATURES[nature];
  const row = EXPENSE_ACCOUNTS[category];
  return (itemCategory ? row[itemCategory] : undefined) ?? row.default;
}

/** Which 445x account takes the deductible VAT of a purchase posted to `chargeAccount`. */
export function deductibleVatAccount(chargeAccount: string, accounts: PostingAccounts): string {
  if (chargeAccount.startsWith('2')) return accounts.vat_deductible_fixed_assets;
  if (chargeAccount.startsWith('60') || chargeAccount.startsWith('3'))
    return accounts.vat_deductible_purchases;
  if (chargeAccount.startsWith('61')) return accounts.vat_deductible_transport;
  return accounts.vat_deductible_services;
}

// ——— Stock (inventaire permanent, see docs/decisions.md) ———

export const STOCK_KINDS = ['goods', 'raw_materials', 'supplies', 'finished_products'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/**
 * The stock account (class 3) and the account that carries its change in the income statement:
 * purchased stock moves against 603x (Variations des stocks de biens achetés), stock the merchant
 * produced against 73x (Variations des stocks de biens produits).
 */
const STOCK_ACCOUNTS: Record<StockKind, { stock: string; variation: string }> = {
  goods: { stock: '31', variation: '6031' },
  raw_materials: { stock: '32', variation: '6032' },
  supplies: { stock: '33', variation: '6033' },
  finished_products: { stock: '36', variation: '736' },
};

export const stockAccounts = (kind: StockKind) => STOCK_ACCOUNTS[kind];

// ——— Treasury ———

/**
 * A place money sits: a treasury account's own accounting code when it has one (5211 for one bank
 * account), else its payment method's code, else the kind's default (SPEC §3: cash 571, bank 52,
 * mobile money and aggregators 538); cash, the default method, when neither is given.
 */
export interface TreasuryRef {
  readonly account?: string | null;
  readonly kind?: PaymentMethodKind | null;
}

/** The detail account a treasury reference posts to: a heading such as 52 lands on its first detail (521). */
export function treasuryAccount(
  ref: TreasuryRef,
  chart: readonly ChartAccount[] = SYSCOHADA_ACCOUNTS,
): string {
  const code = ref.account || defaultAccountingCode(ref.kind ?? 'cash');
  return postableAccountFor(code, chart);
}

/** Cash (57x) moves in the cash journal; banks, the postal account and wallets in the bank journal. */
export const treasuryJournal = (account: string): JournalCode => (account.startsWith('57') ? 'CA' : 'BQ');
