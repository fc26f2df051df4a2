import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceClass, isMobile, isTablet, useDeviceClass } from './breakpoints.ts';

describe('deviceClass (SPEC §9 breakpoints)', () => {
  it.each([
    // portrait: mobile up to width 600
    [320, 640, 'mobile'],
    [600, 900, 'mobile'],
    [601, 900, 'tablet'],
    // portrait: tablet from 600 to 1024
    [768, 1024, 'tablet'],
    [1024, 1366, 'tablet'],
    [1025, 1400, 'desktop'],
    // landscape: mobile when height ≤ 480 and width ≤ 900
    [640, 360, 'mobile'],
    [900, 480, 'mobile'],
    [901, 480, 'tablet'],
    [900, 481, 'tablet'],
    // landscape: tablet from 900 to 1280
    [1024, 768, 'tablet'],
    [1280, 800, 'tablet'],
    [1281, 800, 'desktop'],
    [1920, 1080, 'desktop'],
    // landscape narrower than 900 but taller than 480: neither phone nor tablet
    [850, 500, 'desktop'],
  ] as const)('%i×%i is %s', (width, height, expected) => {
    expect(deviceClass({ width, height })).toBe(expected);
  });

  it('a square viewport counts as portrait', () => {
    expect(isMobile({ width: 600, height: 600 })).toBe(true);
    expect(isTablet({ width: 700, height: 700 })).toBe(true);
  });
});

describe('useDeviceClass', () => {
  function resizeTo(width: number, height: number) {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  }

  it('follows the window size and rotation', () => {
    resizeTo(390, 844);
    const { result, unmount } = renderHook(() => useDeviceClass());
    expect(result.current).toBe('mobile');

    act(() => resizeTo(1024, 768));
    expect(result.current).toBe('tablet');

    act(() => resizeTo(1440, 900));
    expect(result.current).toBe('desktop');
    unmount();
  });
});

describe('the CSS `sm` breakpoint', () => {
  it('starts where a portrait phone ends: the phone columns and the phone layout agree', () => {
    const themeCss = readFileSync(path.join(import.meta.dirname, '../../../styles/theme.css'), 'utf8');
    const rem = Number(/--breakpoint-sm:\s*([\d.]+)rem/.exec(themeCss)?.[1]);
    const px = rem * 16;
    expect(isMobile({ width: px - 1, height: 1000 })).toBe(true);
    expect(isMobile({ width: px, height: 1000 })).toBe(false);
  });
});
