import { afterEach, beforeEach } from 'vitest';

/** Sets jsdom's window to `width` × `height` and tells the listeners (the shell's breakpoints) as a browser would. */
export function resizeWindow(width: number, height: number): void {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

/**
 * For the tests of the calling describe block: a 390 × 844 phone before each, the window's size before the block
 * after each. Returns resizeWindow for a test that looks at another size (a tablet).
 */
export function onPhoneViewport(): typeof resizeWindow {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  beforeEach(() => resizeWindow(390, 844));
  afterEach(() => resizeWindow(wide.width, wide.height));
  return resizeWindow;
}
