/** The product screens' addresses, in one place. */
export const productPaths = {
  list: (query = '') => (query ? `/products?${query}` : '/products'),
  create: () => '/products/create',
  edit: (id: string) => `/products/${id}/edit`,
  import: () => '/products/import',
  /** Labels for the variants of these products, in this order (the list is in the URL: a reload keeps it). */
  labels: (productIds: readonly string[]) => `/products/labels?products=${productIds.join(',')}`,
  stocks: (query = '') => (query ? `/stocks?${query}` : '/stocks'),
};
