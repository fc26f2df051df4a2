// Shapes of priceOrder (CONTRACT §4). Amounts are in the currency's minor unit; numbers may
// also come as decimal strings ('1.5'), which are read exactly.

/** A number or its decimal string form: 1.5 or '1.5'. */
export type DecimalInput = number | string;

export type DiscountType = 'percentage' | 'fixed';

export interface LineDiscountInput {
  readonly discount_type: DiscountType;
  /** Percent for 'percentage' (19.25 means 19.25 %), minor units for 'fixed'. */
  readonly discount_value: DecimalInput;
  /** How many units the discount covers: defaults to the whole quantity (percentage) or once (fixed). */
  readonly units?: DecimalInput | null;
}

export interface OrderDiscountInput {
  readonly discount_type: DiscountType;
  readonly discount_value: DecimalInput;
}

export interface Tax {
  readonly id: string | number;
  /** Percent of the base (19.25 means 19.25 %). Takes precedence over fixed_amount. */
  readonly rate?: DecimalInput | null;
  /** Minor units per unit of quantity. */
  readonly fixed_amount?: DecimalInput | null;
  readonly tax_order?: number | null;
  readonly is_withholding?: boolean | null;
  readonly include_in_base_for_subsequent_taxes?: boolean | null;
  readonly code?: string | null;
  readonly label?: string | null;
  readonly deleted_at?: string | Date | null;
}

export interface PriceOrderLineInput {
  /** Unit price in minor units. */
  readonly price: DecimalInput;
  readonly quantity: DecimalInput;
  readonly discounts?: readonly LineDiscountInput[] | null;
  readonly taxes?: readonly Tax[] | null;
  /** 'shipping' marks a shipping line, which order-level discounts never touch. */
  readonly source?: string | null;
}

export interface PriceOrderInput {
  readonly currency: { readonly alpha: string; readonly precision: number };
  readonly lines: readonly PriceOrderLineInput[];
  readonly discounts?: readonly OrderDiscountInput[] | null;
}

export interface PricedTax {
  readonly id: Tax['id'];
  readonly amount: number;
}

export interface PricedLine {
  readonly subtotal: number;
  /** Line discounts plus this line's share of the order discounts. */
  readonly discount: number;
  /** One entry per tax of the line, in the order the line lists them. */
  readonly taxes: PricedTax[];
  readonly total: number;
}

export interface PriceOrderResult {
  readonly lines: PricedLine[];
  readonly subtotal: number;
  readonly discount_total: number;
  readonly tax_total: number;
  readonly total: number;
}
