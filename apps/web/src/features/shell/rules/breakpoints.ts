import { useSyncExternalStore } from 'react';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export interface Viewport {
  width: number;
  height: number;
}

/** As in CSS `orientation: portrait`: height at least the width. */
export const isPortrait = ({ width, height }: Viewport) => height >= width;

/** SPEC §9: width ≤ 600 in portrait, or height ≤ 480 with width ≤ 900 in landscape. */
export function isMobile(viewport: Viewport): boolean {
  const { width, height } = viewport;
  return isPortrait(viewport) ? width <= 600 : height <= 480 && width <= 900;
}

/** SPEC §9: width 600–1024 in portrait, 900–1280 in landscape; a phone-sized viewport stays mobile. */
export function isTablet(viewport: Viewport): boolean {
  if (isMobile(viewport)) return false;
  const { width } = viewport;
  return isPortrait(viewport) ? width >= 600 && width <= 1024 : width >= 900 && width <= 1280;
}

/**
 * The layout a viewport gets. Taken literally, SPEC §9 leaves a low landscape window narrower
 * than 900 but taller than 480 (e.g. 850×500) outside both phone and tablet: it is desktop.
 */
export function deviceClass(viewport: Viewport): DeviceClass {
  if (isMobile(viewport)) return 'mobile';
  if (isTablet(viewport)) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const currentClass = () => deviceClass({ width: window.innerWidth, height: window.innerHeight });

/** The window's device class, updated on resize and rotation. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, currentClass);
}
