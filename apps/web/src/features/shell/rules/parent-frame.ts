/** What the app hands to the offline app that embeds it (SPEC §7). */
export interface ParentSession {
  token: string;
  companyId: string;
}

/** The parts of `window` used here, so tests can stand in a fake parent. */
export type FrameWindow = Pick<Window, 'parent' | 'addEventListener' | 'removeEventListener'>;

export function isEmbedded(win: FrameWindow = window): boolean {
  return win.parent != null && win.parent !== win;
}

/**
 * Posts the token and company id to the parent frame. `targetOrigin` must be the parent's exact
 * origin: '*' would hand the token to whatever page framed us, so it is refused.
 * Returns whether a message was posted.
 */
export function postSessionToParent(session: ParentSession, targetOrigin: string, win: FrameWindow = window) {
  if (targetOrigin === '*') throw new Error('postSessionToParent needs the parent origin, not "*"');
  if (!isEmbedded(win)) return false;
  const message: ParentSession = { token: session.token, companyId: session.companyId };
  win.parent.postMessage(message, targetOrigin);
  return true;
}

/** The parent asks us to log out with the string 'logout' or `{ type: 'logout' }`. */
export function isLogoutMessage(data: unknown): boolean {
  if (data === 'logout') return true;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'logout';
}

/**
 * Calls `onLogout` when a logout message arrives from one of `allowedOrigins`; messages from
 * any other origin are ignored. Returns the function that stops listening.
 */
export function listenForParentLogout(
  onLogout: () => void,
  allowedOrigins: string | readonly string[],
  win: FrameWindow = window,
): () => void {
  const origins = new Set(typeof allowedOrigins === 'string' ? [allowedOrigins] : allowedOrigins);
  const onMessage = (event: MessageEvent) => {
    if (origins.has(event.origin) && isLogoutMessage(event.data)) onLogout();
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
