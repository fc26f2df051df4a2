import { describe, expect, it } from 'vitest';
import { errorsByIndex, errorsUnder, otherErrors } from './field-errors.ts';

const errors = {
  'lines.0.variant_id': ['This product does not exist.'],
  'lines.2.price': ['Too large.'],
  'lines.2.quantity': ['At least 1.'],
  lines: ['Add at least one item.'],
  'shipping_address.city': ['Required.'],
  'discount_codes.1': ['This code has expired.'],
  payments: ['Not allowed.'],
};

describe("the server's field errors on the office order form", () => {
  it('gives each field its messages and those under it', () => {
    expect(errorsUnder(errors, 'shipping_address')).toEqual(['Required.']);
    expect(errorsUnder(errors, 'shipping_address.city')).toEqual(['Required.']);
    expect(errorsUnder(errors, 'shipping')).toEqual([]);
  });

  it('groups a list field by item', () => {
    expect(errorsByIndex(errors, 'lines')).toEqual({
      0: ['This product does not exist.'],
      2: ['Too large.', 'At least 1.'],
    });
    expect(errorsByIndex(errors, 'discount_codes')).toEqual({ 1: ['This code has expired.'] });
  });

  it('keeps for the summary what no field shows', () => {
    expect(otherErrors(errors, ['lines', 'shipping_address', 'discount_codes'])).toEqual(['Not allowed.']);
  });
});
