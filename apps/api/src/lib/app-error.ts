import { ERROR_STATUS, type ErrorCode } from '@comptoir/core';

export type MessageParams = Record<string, string | number>;

/** The one error type services throw: a code, mapped once to a status and a translated message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: MessageParams = {},
    /** field → message keys or already-translated messages */
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (resource: string) => new AppError('not_found', { resource });
export const forbidden = (permission?: string) => new AppError('forbidden', { permission: permission ?? '' });
