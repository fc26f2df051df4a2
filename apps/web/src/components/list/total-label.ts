import type { ListMeta } from '@comptoir/core';

/** A figure as shown: "250+" when it is only a floor (the server counted that far: total_exact false). */
export const withPlus = (value: number, exact: boolean | undefined): string | number =>
  exact === false ? `${value}+` : value;

/** A list's total as shown: "250+" when the server counted only that far, else the number. */
export const totalLabel = (meta: Pick<ListMeta, 'total' | 'total_exact'>): string | number =>
  withPlus(meta.total, meta.total_exact);
