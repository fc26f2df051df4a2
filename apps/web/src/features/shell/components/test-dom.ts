import { afterAll, beforeAll, vi } from 'vitest';

/** jsdom has no ResizeObserver; Headless UI's Combobox and Menu watch their buttons with one. */
export function stubResizeObserver() {
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}
