/**
 * A USB barcode scanner is a keyboard that types a whole code within a few milliseconds and
 * presses Enter. People type far slower, so a burst of characters with short gaps ending in Enter
 * is a scan; anything slower is ordinary typing and is ignored.
 */
export interface ScanDetectorOptions {
  /** The longest gap between two keys of one scan, in ms. */
  maxGapMs?: number;
  /** The shortest code accepted; shorter bursts are stray keys. */
  minLength?: number;
}

export interface ScanDetector {
  /** Feeds one key press (`KeyboardEvent.key`) at a time in ms; returns the code when Enter ends a scan. */
  feed: (key: string, time: number) => string | null;
  reset: () => void;
}

export function createScanDetector({ maxGapMs = 50, minLength = 4 }: ScanDetectorOptions = {}): ScanDetector {
  let buffer = '';
  let last = Number.NEGATIVE_INFINITY;

  return {
    feed(key, time) {
      const gap = time - last;
      last = time;
      if (key === 'Enter') {
        const code = gap <= maxGapMs && buffer.length >= minLength ? buffer : null;
        buffer = '';
        return code;
      }
      // Shift and other modifiers come with each character on some scanners: skip, keep the timing.
      if (key.length !== 1) return null;
      buffer = gap <= maxGapMs ? buffer + key : key;
      return null;
    },
    reset() {
      buffer = '';
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

/** Whether a key press lands in a place where the user is typing text (then it is not ours). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  }
  return false;
}
