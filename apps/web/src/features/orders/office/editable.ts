import type { OrderStatus } from '@comptoir/core';

/** Orders still being prepared: what the office changes before the customer agrees. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['draft', 'quotation'];
