import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Session } from '../auth/registration.service.ts';

export async function acceptInvitation(
  _ctx: AppContext,
  _input: { token: string; password: string; name?: string | undefined },
  _meta: { ip: string },
): Promise<Session> {
  throw new AppError('invalid_reset_code');
}
