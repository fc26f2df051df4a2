/** Builds (or checks) the catalogue data sets without measuring: `node --import tsx bench/src/catalog/prepare.ts [postgres,pglite]`. */
import { ensureCatalog, type Kind } from './catalog-db.ts';

for (const kind of (process.argv[2] ?? 'postgres,pglite').split(',') as Kind[]) await ensureCatalog(kind);
