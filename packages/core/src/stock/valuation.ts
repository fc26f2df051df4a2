/**
 * Stock valuation: what the stock on hand is worth, at cost and at the selling price, in integer
 * minor units. A negative balance (a warehouse that sells below zero) is stock owed, not stock held:
 * it counts as 0 and is flagged. A variant without a cost is counted apart, so the cost total never
 * pretends that unknown costs are free. SQL mirror: apps/api/src/modules/stock/stock-valuation.repo.ts.
 */

/** One variant: its balance in each warehouse counted, its cost (null: never entered) and price. */
export interface ValuationInput {
  quantities: readonly number[];
  cost: number | null;
  price: number;
}

export interface ValuationLine {
  /** the net quantity over the warehouses, negatives included (what the stock screens show) */
  quantity: number;
  /** the units valued: each warehouse's balance, a negative one as 0 */
  valued_quantity: number;
  /** some warehouse holds a negative balance of it */
  negative: boolean;
  /** valued_quantity × cost; null without a cost */
  stock_value: number | null;
  /** valued_quantity × price */
  retail_value: number;
}

export interface ValuationSummary {
  /** every variant valued, with or without a cost */
  variants: number;
  /** units valued of every variant */
  units: number;
  /** at cost, over the variants with a cost */
  stock_value: number;
  /** at the selling price, over the same variants (so that the margin compares like with like) */
  retail_value: number;
  /** retail_value − stock_value */
  potential_margin: number;
  /** variants with a negative balance somewhere (valued as 0 there) */
  negative_variants: number;
  /** variants without a cost: counted apart, not in stock_value */
  no_cost_variants: number;
  no_cost_units: number;
  no_cost_retail_value: number;
}

function exact(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError('Stock value beyond exact integer range');
  return value;
}

export function valuationLine(input: ValuationInput): ValuationLine {
  let quantity = 0;
  let valued = 0;
  let negative = false;
  for (const q of input.quantities) {
    quantity += q;
    if (q < 0) negative = true;
    else valued += q;
  }
  return {
    quantity,
    valued_quantity: valued,
    negative,
    stock_value: input.cost === null ? null : exact(valued * input.cost),
    retail_value: exact(valued * input.price),
  };
}

export function valuationSummary(lines: readonly ValuationLine[]): ValuationSummary {
  const summary: ValuationSummary = {
    variants: 0,
    units: 0,
    stock_value: 0,
    retail_value: 0,
    potential_margin: 0,
    negative_variants: 0,
    no_cost_variants: 0,
    no_cost_units: 0,
    no_cost_retail_value: 0,
  };
  for (const line of lines) {
    summary.variants += 1;
    summary.units += line.valued_quantity;
    if (line.negative) summary.negative_variants += 1;
    if (line.stock_value === null) {
      summary.no_cost_variants += 1;
      summary.no_cost_units += line.valued_quantity;
      summary.no_cost_retail_value = exact(summary.no_cost_retail_value + line.retail_value);
    } else {
      summary.stock_value = exact(summary.stock_value + line.stock_value);
      summary.retail_value = exact(summary.retail_value + line.retail_value);
    }
  }
  summary.potential_margin = summary.retail_value - summary.stock_value;
  return summary;
}
