import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed file names change with their content: a browser may keep them for good. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (apps/web/dist): its files, then index.html for any other path outside
 * /api and /app so that the client-side router takes over.
 *
 * Vite's output under assets/ carries a content hash in each name, so those files are cached for a
 * year without revalidation; everything else (index.html, the service worker, the manifest, icons)
 * is `no-cache`: always revalidated, so a new version is seen on the next load. The build writes a
 * Brotli and a gzip copy beside each text file (apps/web/precompress.ts): they are sent as they are
 * to a browser that accepts them, instead of being compressed again on every download.
 */
export async function registerWebApp(app: FastifyInstance, root: string) {
  const assets = `${path.join(root, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    // A route per file, made at start: the compressed copies (512 of the build's 842 files) are sent through
    // their file's route and need none of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assets) ? FOREVER : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/app/')) {
      return reply.code(404).send({ message: 'Not found', code: 'route_not_found' });
    }
    return reply.sendFile('index.html');
  });
}
