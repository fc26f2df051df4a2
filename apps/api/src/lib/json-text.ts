import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the handler wrote itself (a hot list's page): fastify passes a string with a JSON content
 * type on as it is, without serializing it again. The route's response schema still describes it in
 * the OpenAPI document.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
