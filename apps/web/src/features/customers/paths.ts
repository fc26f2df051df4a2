/** The customer screens' addresses, in one place. */
export const customerPaths = {
  list: () => '/customers',
  create: () => '/customers/create',
  edit: (id: string) => `/customers/${id}/edit`,
};
