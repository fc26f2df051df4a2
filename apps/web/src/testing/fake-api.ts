/**
 * The API client, the toasts and other exports a screen test replaces, without vi.mock: vi.mock
 * swaps a module in the module registry, which the web tests share between files (vitest.config.ts),
 * so it needs a module graph per file. Here each test spies on the real export instead (the `api`
 * object's methods, a module namespace's functions: the app reads them through the namespace, so it
 * calls the spy) and the spy forwards to a plain vi.fn of the file's own; the spies are taken off
 * after each test, so the next test and the next file see the real exports again.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, type Mock, type MockInstance, vi } from 'vitest';
import { api } from '../app/api.ts';
import * as toasts from '../app/toasts.ts';

type Fakes<K extends string> = { [Name in K]: Mock };

/**
 * For each test of the calling file: `target[name]` calls the returned `fakes[name]`. The fakes are
 * vi.fn() like those vi.mock's factory returned: they answer undefined until told otherwise and
 * keep their calls and answers from test to test until the file resets them.
 */
export function fakeExports<T extends object, K extends keyof T & string>(
  target: T,
  names: readonly K[],
): Fakes<K> {
  const fakes = Object.fromEntries(names.map((name) => [name, vi.fn()])) as Fakes<K>;
  const spies: MockInstance[] = [];
  beforeEach(() => {
    for (const name of names)
      spies.push(vi.spyOn(target, name as never).mockImplementation(fakes[name] as never));
  });
  // After the file's own afterEach (cleanup() included: hooks after a test run last-registered first).
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore();
  });
  // A screen left mounted would call the real client from the next file's tests.
  afterAll(cleanup);
  return fakes;
}

/** Every method of the app's API client (app/api.ts), answering undefined until the test says what. */
export const fakeApi = () =>
  fakeExports(api, ['request', 'get', 'post', 'put', 'patch', 'delete', 'presignAndUpload']);

/** The toasts (app/toasts.ts): none is shown, the test sees which were asked for. */
export const fakeToasts = () => fakeExports(toasts, ['showErrorToast', 'showSuccessToast', 'dismissToast']);
