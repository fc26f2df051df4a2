import {
  dataResponseSchema,
  listResponseSchema,
  mediaFileSchema,
  mediaFileUpdateSchema,
  mediaPresignAnswerSchema,
  presignPayloadSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { toMediaDto } from './media.dto.ts';
import { mediaListSpec } from './media.repo.ts';
import {
  completeUpload,
  deleteMediaFile,
  getMediaFile,
  listMediaFiles,
  presignUpload,
  updateMediaFile,
} from './media.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['media'];
const access = (permission: string) => ({ access: { permission } });

/** /admin/media-files: the media library. */
export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/media-files',
    {
      config: access('media_files.view'),
      schema: {
        tags,
        summary: 'Files of the company',
        description:
          'Filters: model, model_id, collection, content_type, status, created_from, created_to. Sorts: created_at, original_name, size_bytes. Search: original_name.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(mediaFileSchema) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, mediaListSpec);
      const page = await listMediaFiles(ctx, request.scope!, query);
      return { data: await Promise.all(page.rows.map((row) => toMediaDto(ctx, row))), meta: page.meta };
    },
  );

  app.get(
    '/media-files/:id',
    {
      config: access('media_files.view'),
      schema: {
        tags,
        summary: 'One file',
        params: idParams,
        response: { 200: dataResponseSchema(mediaFileSchema) },
      },
    },
    async (request) => ({
      data: await toMediaDto(ctx, await getMediaFile(ctx, request.scope!, request.params.id)),
    }),
  );

  app.post(
    '/media-files',
    {
      config: access('media_files.create'),
      schema: {
        tags,
        summary: 'Same as POST /upload/presign: a pending file and the signed URL to PUT its bytes to',
        body: presignPayloadSchema,
        response: { 201: dataResponseSchema(mediaPresignAnswerSchema) },
      },
    },
    async (request, reply) => {
      const answer = await presignUpload(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: answer });
    },
  );

  app.post(
    '/media-files/:id/complete',
    {
      config: access('media_files.create'),
      schema: {
        tags,
        summary: 'After a direct S3 upload: check size and type of what arrived, then make thumbnails',
        params: idParams,
        response: { 200: dataResponseSchema(mediaFileSchema) },
      },
    },
    async (request) => ({
      data: await toMediaDto(ctx, await completeUpload(ctx, request.scope!, request.params.id)),
    }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/media-files/:id',
      {
        config: access('media_files.update'),
        schema: {
          tags,
          summary: 'Rename a file',
          params: idParams,
          body: mediaFileUpdateSchema,
          response: { 200: dataResponseSchema(mediaFileSchema) },
        },
      },
      async (request) => ({
        data: await toMediaDto(
          ctx,
          await updateMediaFile(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
        ),
      }),
    );
  }

  app.delete(
    '/media-files/:id',
    {
      config: access('media_files.delete'),
      schema: {
        tags,
        summary: 'Delete a file (soft: product images keep their reference)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteMediaFile(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
