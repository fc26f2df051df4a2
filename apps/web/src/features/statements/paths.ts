/** Typed URLs of the account statement screen. */
export const statementPaths = {
  customer: (customerId: string) => `/customers/${customerId}/statement`,
};
