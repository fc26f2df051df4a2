import { describe, expect, it, vi } from 'vitest';
import { type FrameWindow, isEmbedded, listenForParentLogout, postSessionToParent } from './parent-frame.ts';

const PARENT_ORIGIN = 'https://offline.comptoir.test';
const SESSION = { token: 'token-1', companyId: 'company-1' };

/** A window framed by a parent whose postMessage is recorded. */
function framedWindow() {
  const postMessage = vi.fn();
  const win = {
    parent: { postMessage } as unknown as Window,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  } satisfies FrameWindow;
  return { win, postMessage };
}

function messageFrom(origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

describe('postSessionToParent', () => {
  it('posts token and companyId to the parent when embedded, for the given origin only', () => {
    const { win, postMessage } = framedWindow();

    const posted = postSessionToParent(SESSION, PARENT_ORIGIN, win);

    expect(posted).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ token: 'token-1', companyId: 'company-1' }, PARENT_ORIGIN);
  });

  it('posts nothing when the app is not in a frame', () => {
    expect(isEmbedded(window)).toBe(false);

    expect(postSessionToParent(SESSION, PARENT_ORIGIN, window)).toBe(false);
  });

  it('posts only the token and company id, whatever else the session holds', () => {
    const { win, postMessage } = framedWindow();

    postSessionToParent({ ...SESSION, password: 'secret' } as typeof SESSION, PARENT_ORIGIN, win);

    expect(postMessage.mock.calls[0]?.[0]).toEqual(SESSION);
  });

  it('refuses the "*" target origin, which would leak the token to any framing page', () => {
    const { win, postMessage } = framedWindow();

    expect(() => postSessionToParent(SESSION, '*', win)).toThrow(/origin/);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('listenForParentLogout', () => {
  it('a logout message from the parent origin calls the callback', () => {
    const onLogout = vi.fn();
    const stop = listenForParentLogout(onLogout, PARENT_ORIGIN);

    messageFrom(PARENT_ORIGIN, 'logout');
    messageFrom(PARENT_ORIGIN, { type: 'logout' });

    expect(onLogout).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a logout message from another origin is ignored', () => {
    const onLogout = vi.fn();
    const stop = listenForParentLogout(onLogout, PARENT_ORIGIN);

    messageFrom('https://evil.test', 'logout');

    expect(onLogout).not.toHaveBeenCalled();
    stop();
  });

  it('other messages from the parent are ignored', () => {
    const onLogout = vi.fn();
    const stop = listenForParentLogout(onLogout, [PARENT_ORIGIN]);

    messageFrom(PARENT_ORIGIN, { type: 'ping' });
    messageFrom(PARENT_ORIGIN, null);

    expect(onLogout).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when asked', () => {
    const onLogout = vi.fn();
    const stop = listenForParentLogout(onLogout, PARENT_ORIGIN);

    stop();
    messageFrom(PARENT_ORIGIN, 'logout');

    expect(onLogout).not.toHaveBeenCalled();
  });
});
