/** The customer screens' addresses, in one place. */
export const customerPaths = {
  list: () => '/customers',
  create: () => '/customers/create',
  credit: () => '/customers/credit',
  import: () => '/customers/import',
  edit: (id: string) => `/customers/${id}/edit`,
};
