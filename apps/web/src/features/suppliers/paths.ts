/** The supplier screens' addresses, in one place. */
export const supplierPaths = {
  list: () => '/suppliers',
  create: () => '/suppliers/create',
  edit: (id: string) => `/suppliers/${id}/edit`,
  products: (id: string) => `/products?supplier_id=${encodeURIComponent(id)}`,
};
