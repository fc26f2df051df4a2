/** The order screens' addresses, in one place. */
export const orderPaths = {
  list: () => '/orders',
  pos: () => '/pos',
  create: () => '/orders/create',
  edit: (id: string) => `/orders/${id}/edit`,
  detail: (id: string) => `/orders/${id}`,
  receipt: (id: string) => `/orders/${id}/receipt`,
};
