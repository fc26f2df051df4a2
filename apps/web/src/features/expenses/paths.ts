/** The expense screens' addresses, in one place. */
export const expensePaths = {
  list: () => '/expenses',
  create: () => '/expenses/create',
  edit: (id: string) => `/expenses/${id}/edit`,
  recurring: () => '/expenses/recurring',
  recurringCreate: () => '/expenses/recurring/create',
  recurringEdit: (id: string) => `/expenses/recurring/${id}/edit`,
};
