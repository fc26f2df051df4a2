import { createQueryClient } from '../lib/query/query-client.ts';

/**
 * The one cache of server data, cleared when the session ends. Only the signed-in screens use it,
 * so the sign-in screens do not load TanStack Query (the /login JS budget).
 */
export const queryClient = createQueryClient();
