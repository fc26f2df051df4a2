/** The tax screens' addresses, in one place. */
export const taxPaths = {
  list: () => '/taxes',
  create: () => '/taxes/create',
  edit: (id: string) => `/taxes/${id}/edit`,
};
