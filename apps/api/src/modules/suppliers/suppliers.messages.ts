import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the suppliers module, merged into the server catalogue (en, fr, es all required). */
export const suppliersMessages: ModuleMessages = {
  en: { 'resource.supplier': 'supplier', 'resource.suppliers': 'suppliers' },
  fr: { 'resource.supplier': 'fournisseur', 'resource.suppliers': 'fournisseurs' },
  es: { 'resource.supplier': 'proveedor', 'resource.suppliers': 'proveedores' },
};
