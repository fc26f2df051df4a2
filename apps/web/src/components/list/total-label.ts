import type { ListMeta } from '@comptoir/core';

/** A list's total as shown: "250+" when the server counted only that far (meta.total_exact false), else the number. */
export const totalLabel = (meta: Pick<ListMeta, 'total' | 'total_exact'>): string | number =>
  meta.total_exact === false ? `${meta.total}+` : meta.total;
