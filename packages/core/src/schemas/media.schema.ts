import { z } from 'zod';
import { MEDIA_COLLECTION_NAMES } from '../media/media-rules.ts';

/** POST /upload/presign (SPEC §7): what the browser is about to PUT. */
export const presignPayloadSchema = z.object({
  content_type: z.string().trim().min(1).max(100),
  ext: z.string().trim().min(1).max(10),
  model: z.string().trim().min(1).max(40),
  model_id: z.uuid().optional(),
  collection: z.enum(MEDIA_COLLECTION_NAMES as [string, ...string[]]),
  original_name: z.string().trim().max(255).optional(),
  size_bytes: z.number().int().min(0).optional(),
});
export type PresignPayload = z.infer<typeof presignPayloadSchema>;

export const mediaPresignAnswerSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  expires_at: z.string(),
});
export type MediaPresignAnswer = z.infer<typeof mediaPresignAnswerSchema>;

/** PATCH /media-files/:id: only the descriptive fields change. */
export const mediaFileUpdateSchema = z.object({
  original_name: z.string().trim().min(1).max(255).optional(),
});
export type MediaFileUpdate = z.infer<typeof mediaFileUpdateSchema>;

export const mediaThumbnailSchema = z.object({
  size: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const mediaFileSchema = z.object({
  id: z.uuid(),
  model: z.string(),
  model_id: z.uuid().nullable(),
  collection: z.string(),
  original_name: z.string().nullable(),
  content_type: z.string(),
  ext: z.string(),
  size_bytes: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  status: z.enum(['pending', 'uploaded', 'ready', 'rejected']),
  url: z.string().nullable(),
  thumbnails: z.array(mediaThumbnailSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;
