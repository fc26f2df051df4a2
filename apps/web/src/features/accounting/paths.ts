/** The accounting screens' addresses, in one place. */
export const accountingPaths = {
  reports: (report?: string) => (report ? `/accounting?report=${report}` : '/accounting'),
  journal: () => '/accounting/journal',
  accounts: () => '/accounting/accounts',
  newEntry: () => '/accounting/journal/new',
  entry: (id: string) => `/accounting/journal/${id}`,
};
