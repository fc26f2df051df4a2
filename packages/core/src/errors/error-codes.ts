/** Error codes the API answers with (`code` in error bodies), each with its HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  unknown_parameter: 400,
  invalid_parameter: 400,
  invalid_signature: 400,
  unauthenticated: 401,
  plan_limit_reached: 402,
  forbidden: 403,
  admin_role_reserved: 403,
  not_found: 404,
  route_not_found: 404,
  conflict: 409,
  default_record: 409,
  last_record: 409,
  last_admin: 409,
  cannot_remove_self: 409,
  duplicate: 409,
  in_use: 409,
  insufficient_stock: 409,
  invalid_transition: 409,
  stale_update: 409,
  idempotency_key_reused: 409,
  document_exists: 409,
  not_invoiceable: 409,
  not_quotable: 409,
  nothing_due: 409,
  online_payment_unavailable: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  import_has_errors: 422,
  validation_failed: 422,
  invalid_credentials: 422,
  invalid_reset_code: 422,
  pin_unavailable: 422,
  account_inactive: 403,
  throttled: 429,
  internal: 500,
  payment_provider_failed: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
