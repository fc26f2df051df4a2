import type { FastifyRequest } from 'fastify';

export function requestMeta(request: FastifyRequest) {
  const tz = request.headers['x-timezone'];
  const timezone = typeof tz === 'string' && isTimeZone(tz) ? tz : undefined;
  const ua = request.headers['user-agent'];
  return {
    ip: request.ip,
    locale: request.locale,
    ...(typeof ua === 'string' ? { userAgent: ua } : {}),
    ...(timezone ? { timezone } : {}),
  };
}

function isTimeZone(tz: string): boolean {
  if (tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
