import { ERROR_STATUS, type ErrorCode } from '@comptoir/core';

export type MessageParams = Record<string, string | number>;

/** One field's message: a catalogue key (or an already-translated text), or a key with its placeholders. */
export type FieldMessage = string | { key: string; params: MessageParams };

/** The one error type services throw: a code, mapped once to a status and a translated message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: MessageParams = {},
    /** field → message keys (with their params when they have placeholders) or translated messages */
    readonly fieldErrors?: Record<string, FieldMessage[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (resource: string) => new AppError('not_found', { resource });
export const forbidden = (permission?: string) => new AppError('forbidden', { permission: permission ?? '' });
