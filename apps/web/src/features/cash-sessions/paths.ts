/** The cash sessions screens' addresses, under the point of sale they belong to. */
export const cashSessionPaths = {
  list: () => '/pos/sessions',
  detail: (id: string) => `/pos/sessions/${id}`,
};
