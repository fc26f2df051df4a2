/** The purchasing screens' addresses, in one place. */
const withQuery = (path: string, query = '') => (query ? `${path}?${query}` : path);

export const purchasePaths = {
  orders: (query = '') => withQuery('/purchases', query),
  create: () => '/purchases/create',
  order: (id: string) => `/purchases/${id}`,
  edit: (id: string) => `/purchases/${id}/edit`,
  bills: (query = '') => withQuery('/purchases/bills', query),
  createBill: () => '/purchases/bills/create',
  bill: (id: string) => `/purchases/bills/${id}`,
};
