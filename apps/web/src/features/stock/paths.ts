/** The stock screens' addresses, in one place. */
const withQuery = (path: string, query = '') => (query ? `${path}?${query}` : path);

export const stockPaths = {
  overview: (query = '') => withQuery('/stock', query),
  movements: (query = '') => withQuery('/stock/movements', query),
  adjust: () => '/stock/adjustments/create',
  lowStock: (query = '') => withQuery('/stock/low-stock', query),
  valuation: (query = '') => withQuery('/stock/valuation', query),
  counts: (query = '') => withQuery('/stock/counts', query),
  countCreate: () => '/stock/counts/create',
  count: (id: string) => `/stock/counts/${id}`,
  transfers: (query = '') => withQuery('/stock/transfers', query),
  transferCreate: () => '/stock/transfers/create',
  transfer: (id: string) => `/stock/transfers/${id}`,
  transferEdit: (id: string) => `/stock/transfers/${id}/edit`,
};
