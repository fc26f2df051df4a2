import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
export const WEB_INDEX = path.join(WEB_DIR, 'dist/index.html');
