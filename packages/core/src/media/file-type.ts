/** A file type recognised from its first bytes (SPEC §5: the declared type is never trusted). */
export interface DetectedType {
  content_type: string;
  ext: string;
}

/** How many leading bytes detection needs (enough for the ISO-BMFF brand list and text sniffing). */
export const SIGNATURE_BYTES = 512;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

/** ISO base media (mp4, avif, heic): `ftyp` box at offset 4, major brand then compatible brands. */
function isoBmff(bytes: Uint8Array): DetectedType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((b) => b === 'avif' || b === 'avis')) return { content_type: 'image/avif', ext: 'avif' };
  if (brands.some((b) => ['heic', 'heix', 'heim', 'heis', 'mif1'].includes(b)))
    return { content_type: 'image/heic', ext: 'heic' };
  if (brands.some((b) => ['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash'].includes(b)))
    return { content_type: 'video/mp4', ext: 'mp4' };
  return null;
}

/** Plain text: valid UTF-8 without control characters other than tab, CR, LF (a BOM is allowed). */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  // A multi-byte character cut at the end of the sample is still text.
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const b = bytes[end - back] ?? 0;
    if ((b & 0xc0) === 0xc0) {
      end -= back;
      break;
    }
    if ((b & 0x80) === 0) break;
  }
  for (let i = 0; i < end; i++) {
    const b = bytes[i] ?? 0;
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

/**
 * The real type of a file from its first bytes, or null when unknown. SVG is deliberately not
 * recognised: it can carry scripts, so it is never accepted (it reads as plain text and fails the
 * declared-type check).
 */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { content_type: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { content_type: 'image/png', ext: 'png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { content_type: 'image/gif', ext: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { content_type: 'image/webp', ext: 'webp' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { content_type: 'application/pdf', ext: 'pdf' };
  if (ascii(bytes, 0, 4) === 'wOFF') return { content_type: 'font/woff', ext: 'woff' };
  if (ascii(bytes, 0, 4) === 'wOF2') return { content_type: 'font/woff2', ext: 'woff2' };
  if (ascii(bytes, 0, 4) === 'OTTO') return { content_type: 'font/otf', ext: 'otf' };
  if (startsWith(bytes, [0x00, 0x01, 0x00, 0x00]) || ascii(bytes, 0, 4) === 'true')
    return { content_type: 'font/ttf', ext: 'ttf' };
  const iso = isoBmff(bytes);
  if (iso) return iso;
  if (isText(bytes)) return { content_type: 'text/plain', ext: 'txt' };
  return null;
}
