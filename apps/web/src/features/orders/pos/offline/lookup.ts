import { ApiRequestError } from '../../../../lib/http/api-client.ts';
import { lookupVariant, type ProductVariant } from '../../../products/api.ts';
import { findByCode } from './catalogue-search.ts';
import { offlineCatalogue } from './offline-catalogue.ts';
import { isNetworkFailure } from './use-online.ts';

/**
 * A scanned or typed code, found by the server; while it cannot be reached, in the catalogue kept on the device.
 * Without either, the network failure is thrown (the scan box says the search failed).
 */
export async function lookupVariantOrKept(companyId: string, code: string): Promise<ProductVariant | null> {
  const kept = offlineCatalogue(companyId);
  if (navigator.onLine === false) {
    if (kept) return findByCode(kept.index, code);
    throw new ApiRequestError({ status: 0, error: null });
  }
  try {
    return await lookupVariant(code);
  } catch (error) {
    if (isNetworkFailure(error) && kept) return findByCode(kept.index, code);
    throw error;
  }
}
