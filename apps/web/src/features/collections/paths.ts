/** The collection screens' addresses, in one place. */
export const collectionPaths = {
  list: () => '/collections',
  create: () => '/collections/create',
  edit: (id: string) => `/collections/${id}/edit`,
};
