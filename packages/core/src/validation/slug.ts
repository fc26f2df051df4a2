import type { ValidationCode } from './messages.ts';

// Letters NFD does not decompose; without this "cœur" would lose its "oe".
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

/**
 * SPEC §5 handle: accents removed, lower-case, spaces become hyphens, only a-z, 0-9, hyphen and
 * dot kept. Runs of hyphens collapse and none is left at either end, so "  Café -- Crème " gives
 * "cafe-creme" rather than "-cafe----creme-".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æœßøđłı]/g, (letter) => LIGATURES[letter] ?? '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9.-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

const SLUG_PATTERN = /^[a-z0-9.-]+$/;

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}

export function validateSlug(value: string): ValidationCode | null {
  return isSlug(value) ? null : 'slug_invalid';
}
