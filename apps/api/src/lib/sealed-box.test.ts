import { describe, expect, it } from 'vitest';
import { open, seal } from './sealed-box.ts';

const KEY = 'an-app-key-of-at-least-32-characters!!';

describe('sealed box', () => {
  it('opens what it sealed, and never shows the plaintext', () => {
    const sealed = seal(KEY, 'payment-providers', '{"secret_key":"sk_live_abc"}');
    expect(sealed).not.toContain('sk_live');
    expect(open(KEY, 'payment-providers', sealed)).toBe('{"secret_key":"sk_live_abc"}');
    expect(seal(KEY, 'payment-providers', 'x')).not.toBe(seal(KEY, 'payment-providers', 'x'));
  });

  it('refuses another key, another purpose, and a tampered box', () => {
    const sealed = seal(KEY, 'payment-providers', 'secret');
    expect(() => open(`${KEY}-other`, 'payment-providers', sealed)).toThrow();
    expect(() => open(KEY, 'webhooks', sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.slice(0, -1)}${body!.endsWith('A') ? 'B' : 'A'}`;
    expect(() => open(KEY, 'payment-providers', [v, iv, tag, flipped].join('.'))).toThrow();
    expect(() => open(KEY, 'payment-providers', 'plain')).toThrow();
  });
});
