/** The order screens' addresses, in one place. */
export const orderPaths = {
  list: () => '/orders',
  pos: () => '/pos',
  detail: (id: string) => `/orders/${id}`,
  receipt: (id: string) => `/orders/${id}/receipt`,
};
