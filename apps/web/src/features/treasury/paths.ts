/** The treasury screens' addresses, in one place. */
export const treasuryPaths = {
  list: () => '/treasury-accounts',
  create: () => '/treasury-accounts/create',
  account: (id: string) => `/treasury-accounts/${id}`,
  edit: (id: string) => `/treasury-accounts/${id}/edit`,
  transactions: () => '/transactions',
};
