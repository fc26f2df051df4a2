import type Sharp from 'sharp';
import type { AppContext } from '../context.ts';
import { lazyRequire } from '../lib/lazy-require.ts';

const sharp = lazyRequire<typeof Sharp>('sharp');

/** A logo ready for pdfkit: PNG or JPEG bytes and the size it prints at, in points. */
export interface PdfLogo {
  data: Buffer;
  width: number;
  height: number;
}

/** The box a logo is fitted into, top-left of a document (points; 72 points = 1 inch). */
export const LOGO_BOX = { width: 120, height: 60 } as const;
/** Pixels kept per point: sharp when printed, small in the file. */
const PIXELS_PER_POINT = 4;
/** A logo file is at most 2 MB; this bounds what a hostile one may decompress to. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Reads a logo from storage by its key (never from a URL) and prepares it for a PDF: turned
 * upright, shrunk to fit the logo box at print resolution, as JPEG when it was a JPEG and PNG
 * otherwise (WebP included, transparency kept). A missing or unreadable file gives null: the
 * document prints without a logo rather than failing.
 */
export async function loadLogo(
  ctx: Pick<AppContext, 'storage' | 'log'>,
  key: string | null | undefined,
): Promise<PdfLogo | null> {
  if (!key) return null;
  try {
    const bytes = await ctx.storage.read(key);
    if (!bytes) return null;
    const { format } = await sharp()(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const resized = sharp()(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: LOGO_BOX.width * PIXELS_PER_POINT,
        height: LOGO_BOX.height * PIXELS_PER_POINT,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded = format === 'jpeg' ? resized.jpeg({ quality: 90 }) : resized.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const scale = Math.min(LOGO_BOX.width / info.width, LOGO_BOX.height / info.height);
    return { data, width: info.width * scale, height: info.height * scale };
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'the company logo could not be read for a PDF');
    return null;
  }
}

/** The part of a pdfkit document drawing a logo needs. */
interface ImageCanvas {
  image(src: Buffer, x: number, y: number, options: { width: number; height: number }): unknown;
}

/** Draws the logo with its top-left corner at (x, y); answers the height it took (0 without one). */
export function drawLogo(pdf: ImageCanvas, logo: PdfLogo | null | undefined, x: number, y: number): number {
  if (!logo) return 0;
  try {
    pdf.image(logo.data, x, y, { width: logo.width, height: logo.height });
    return logo.height;
  } catch {
    return 0;
  }
}
