import {
  checkUploadedBytes,
  dataResponseSchema,
  detectFileType,
  MEDIA_COLLECTIONS,
  type MediaCollection,
  mediaPresignAnswerSchema,
  presignPayloadSchema,
  SIGNATURE_BYTES,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { LocalStorageDriver } from '../../storage/local-driver.ts';
import { verifyStorageUrl } from '../../storage/signed-url.ts';
import { findMediaByKey } from './media.repo.ts';
import { acceptUpload, makeThumbnails, presignUpload, rejectUpload, THUMBNAIL_JOB } from './media.service.ts';
import { registerMediaCleanupJob } from './media-cleanup.job.ts';

// Optional so a missing part answers 403 (bad link) while an unknown parameter still answers 400.
const signedQuery = z.strictObject({
  key: z.string().max(300).optional(),
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(100).optional(),
  locale: z.string().max(35).optional(),
});
type SignedQuery = z.infer<typeof signedQuery>;

const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_COLLECTIONS).map((c) => c.max_bytes));

const ACCEPTED_TYPES = new Set<string>(Object.values(MEDIA_COLLECTIONS).flatMap((c) => c.types));

function checkSigned(appKey: string, method: 'PUT' | 'GET', query: SignedQuery): string {
  const { key, expires, signature } = query;
  if (
    !key ||
    expires === undefined ||
    !signature ||
    !verifyStorageUrl(appKey, method, key, expires, signature)
  )
    throw badSignature();
  return key;
}

/**
 * The media type of a storage PUT, lower case and without parameters. XMLHttpRequest and fetch join
 * a header set twice with ", " (an uploader that copies the presign answer's Content-Type and also
 * sets the file's own sends "image/png, image/png"): the same type repeated is that type; two
 * different types, or none, are null (refused).
 */
export function declaredType(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const types = new Set(
    raw
      .split(',')
      .map((part) => part.split(';')[0]!.trim().toLowerCase())
      .filter((type) => type !== ''),
  );
  return types.size === 1 ? [...types][0]! : null;
}

const badSignature = () => new AppError('forbidden', {}, { signature: ['media_bad_signature'] });

/** /api/v1/upload/presign and the local storage driver's signed PUT/GET URLs. */
export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  ctx.jobs.register(THUMBNAIL_JOB, (payload) => makeThumbnails(ctx, String(payload.media_id)));
  registerMediaCleanupJob(ctx);

  app.post(
    '/upload/presign',
    {
      // media_files.create, or create/update on the model the file is for (checked in the service).
      config: { access: { authenticated: true } },
      schema: {
        tags: ['media'],
        summary: 'A pending file and the signed URL to PUT its bytes to (SPEC §7)',
        body: presignPayloadSchema,
        response: { 200: dataResponseSchema(mediaPresignAnswerSchema) },
      },
    },
    async (request) => ({
      data: await presignUpload(ctx, request.scope!, request.auth!.id, request.body),
    }),
  );

  const storage = ctx.storage;
  if (!(storage instanceof LocalStorageDriver)) return;
  const appKey = ctx.config.secrets.appKey;

  // Encapsulated so the raw-body parser applies to the storage routes only.
  await app.register(async (local) => {
    // Buffered with the largest collection limit as Fastify's streaming cap (413 before reading
    // past it); the file's own collection limit is checked right after.
    // Fastify refuses a Content-Type it cannot parse (415 before any parser runs): a header the
    // browser joined ("image/png, image/png") is made the one type it names here, and an
    // unreadable one reaches the route as octet-stream, which answers 415 naming the file.
    local.addHook('onRequest', async (request) => {
      if (request.method !== 'PUT') return;
      request.headers['content-type'] =
        declaredType(request.headers['content-type']) ?? 'application/octet-stream';
    });
    local.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );

    local.put(
      '/storage/local',
      {
        config: { access: { public: true } },
        schema: { hide: true, querystring: signedQuery },
      },
      async (request, reply) => {
        const declared = declaredType(request.headers['content-type']);
        if (declared === null || !ACCEPTED_TYPES.has(declared))
          throw new AppError('unsupported_media_type', {}, { file: ['media_type_not_allowed'] });
        const key = checkSigned(appKey, 'PUT', request.query as SignedQuery);
        const row = await findMediaByKey(ctx.db, key);
        if (row?.status !== 'pending') throw badSignature();
        const max = MEDIA_COLLECTIONS[row.collection as MediaCollection]?.max_bytes ?? 0;
        if (declared !== row.content_type) {
          await rejectUpload(ctx, row);
          throw new AppError('unsupported_media_type', {}, { file: ['media_signature_mismatch'] });
        }
        const length = Number(request.headers['content-length'] ?? Number.NaN);
        const raw = request.body as Buffer;
        const body = (Number.isFinite(length) && length > max) || raw.length > max ? null : raw;
        if (body === null) {
          await rejectUpload(ctx, row);
          reply.header('connection', 'close');
          throw new AppError('payload_too_large', {}, { file: ['media_too_large'] });
        }
        if (!checkUploadedBytes(row.content_type, body.subarray(0, SIGNATURE_BYTES))) {
          await rejectUpload(ctx, row);
          throw new AppError('unsupported_media_type', {}, { file: ['media_signature_mismatch'] });
        }
        await storage.write(key, body);
        await acceptUpload(ctx, row, body.length, body.subarray(0, SIGNATURE_BYTES));
        return reply.code(200).send({ data: { id: row.id, status: 'uploaded' } });
      },
    );

    local.get(
      '/storage/local',
      {
        config: { access: { public: true } },
        schema: { hide: true, querystring: signedQuery },
      },
      async (request, reply) => {
        const key = checkSigned(appKey, 'GET', request.query as SignedQuery);
        const bytes = await storage.read(key);
        if (!bytes) throw new AppError('not_found', { resource: 'resource.media_file' });
        const type =
          detectFileType(bytes.subarray(0, SIGNATURE_BYTES))?.content_type ?? 'application/octet-stream';
        return reply
          .header('content-type', type === 'text/plain' ? 'text/plain; charset=utf-8' : type)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600')
          .header('content-security-policy', "default-src 'none'")
          .send(bytes);
      },
    );
  });
};
