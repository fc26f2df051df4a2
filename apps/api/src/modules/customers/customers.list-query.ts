import { CUSTOMER_TAG_MAX_LENGTH } from '@comptoir/core';
import { and } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { type ListQuery, parseListQuery } from '../../lib/list-query.ts';
import { customerListSpec, hasTag } from './customers.repo.ts';
import { customerListParams } from './customers.service.ts';

const TAG_PARAM = 'filter[tag]';

/**
 * `GET /customers` parameters: the spec's filters and sorts, a phone-like search as digits, and
 * `filter[tag]` (one tag the customer carries), which is not a single column.
 */
export function parseCustomerListQuery(raw: Record<string, unknown>): ListQuery {
  const params = customerListParams(raw);
  const query = parseListQuery(params, customerListSpec, [TAG_PARAM]);
  const tag = params[TAG_PARAM];
  if (tag === undefined) return query;
  if (typeof tag !== 'string' || tag.trim() === '' || tag.trim().length > CUSTOMER_TAG_MAX_LENGTH) {
    throw new AppError('invalid_parameter', { parameter: TAG_PARAM });
  }
  return { ...query, where: and(query.where, hasTag(tag.trim())), narrowed: true };
}
