import { ERROR_STATUS, type ErrorCode } from '@comptoir/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../i18n/messages.ts';
import { AppError } from '../lib/app-error.ts';
import { localizedFieldErrors, SchemaValidationError, translateCustom } from './validation.ts';

interface ErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
}

function send(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body: ErrorBody = { message: t(request.locale, error.code, error.params), code: error.code };
  if (error.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, list]) => [
        field,
        list.map((m) =>
          typeof m === 'string'
            ? translateCustom(t(request.locale, m), request.locale)
            : t(request.locale, m.key, m.params),
        ),
      ]),
    );
  }
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).send(body);
}

/** Maps framework errors (parsing, limits, schemas) to the contract's codes. */
function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SchemaValidationError) {
    const context = error.validationContext ?? 'body';
    if (context === 'params') return new AppError('not_found', { resource: 'resource.record' });
    const input = {
      body: request.body,
      querystring: request.query,
      params: request.params,
      headers: request.headers,
    }[context];
    const fieldErrors = localizedFieldErrors(error.schema, input, request.locale, {
      refuseUnknownFields: context === 'body',
    });
    if (context === 'querystring') {
      const parameter = Object.keys(fieldErrors)[0] ?? '';
      return new AppError('invalid_parameter', { parameter }, fieldErrors);
    }
    return new AppError('validation_failed', {}, fieldErrors);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('invalid_json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(error.statusCode === 415 ? 'unsupported_media_type' : 'bad_request');
  }
  if (error instanceof SyntaxError) return new AppError('invalid_json');
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('payload_too_large');
  if (status === 415) return new AppError('unsupported_media_type');
  if (status >= 400 && status < 500) return new AppError('bad_request');
  return new AppError('internal');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code }, 'request rejected');
    return send(request, reply, appError);
  });
  app.setNotFoundHandler((request, reply) => send(request, reply, new AppError('route_not_found')));
}

export { ERROR_STATUS };
