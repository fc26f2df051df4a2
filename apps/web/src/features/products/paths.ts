/** The product screens' addresses, in one place. */
export const productPaths = {
  list: (query = '') => (query ? `/products?${query}` : '/products'),
  create: () => '/products/create',
  edit: (id: string) => `/products/${id}/edit`,
  import: () => '/products/import',
  stocks: (query = '') => (query ? `/stocks?${query}` : '/stocks'),
};
