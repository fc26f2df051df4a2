/** The payment-method screens' addresses, in one place. */
export const paymentMethodPaths = {
  list: () => '/payment-methods',
  create: () => '/payment-methods/create',
  online: () => '/payment-methods/online',
  edit: (id: string) => `/payment-methods/${id}/edit`,
};
