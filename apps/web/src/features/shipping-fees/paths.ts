/** The shipping-fee screens' addresses, in one place. */
export const shippingFeePaths = {
  list: () => '/shipping-fees',
  create: () => '/shipping-fees/create',
  edit: (id: string) => `/shipping-fees/${id}/edit`,
};
