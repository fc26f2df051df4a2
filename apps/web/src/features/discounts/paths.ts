/** The discount screens' addresses, in one place. */
export const discountPaths = {
  list: () => '/discounts',
  create: () => '/discounts/create',
  edit: (id: string) => `/discounts/${id}/edit`,
};
