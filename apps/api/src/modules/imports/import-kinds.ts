import type { ImportKind } from './imports.repo.ts';

/** The permission that creates what a kind of batch imports: who holds it may also see those batches. */
export const IMPORT_KIND_PERMISSIONS: Readonly<Record<ImportKind, string>> = {
  products: 'products.create',
  customers: 'customers.create',
};

/** The kinds of batch a user may import, hence list, given what `may` answers for a permission. */
export function importableKinds(may: (permission: string) => boolean): ImportKind[] {
  return (Object.keys(IMPORT_KIND_PERMISSIONS) as ImportKind[]).filter((kind) =>
    may(IMPORT_KIND_PERMISSIONS[kind]),
  );
}
