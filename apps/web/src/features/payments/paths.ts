/** The payments screens' addresses, in one place. */
export const paymentPaths = {
  list: () => '/payments',
  online: () => '/payments/online',
};
