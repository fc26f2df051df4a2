const crud = (base: string) => ({
  list: () => base,
  create: () => `${base}/create`,
  edit: (id: string) => `${base}/${id}/edit`,
});

/** The settings screens' addresses, in one place. */
export const settingsPaths = {
  company: () => '/settings/company',
  shops: crud('/settings/shops'),
  warehouses: crud('/settings/warehouses'),
};
