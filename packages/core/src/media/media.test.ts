import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';
import {
  checkDeclaredUpload,
  checkUploadedBytes,
  mediaStorageKey,
  thumbnailStorageKey,
} from './media-rules.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const size = (n: number) => [0, 0, 0, n];

describe('detectFileType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    ['gif', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['pdf', bytes('%PDF-1.7\n%\xe2\xe3'), 'application/pdf'],
    ['woff', bytes('wOFF', [0, 1, 0, 0]), 'font/woff'],
    ['woff2', bytes('wOF2', [0, 1, 0, 0]), 'font/woff2'],
    ['otf', bytes('OTTO', [0, 10]), 'font/otf'],
    ['ttf', bytes([0, 1, 0, 0, 0, 10]), 'font/ttf'],
    ['avif', bytes(size(28), 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'), 'image/avif'],
    ['heic', bytes(size(24), 'ftypheic', [0, 0, 0, 0], 'mif1heic'), 'image/heic'],
    ['mp4', bytes(size(24), 'ftypisom', [0, 0, 2, 0], 'isomiso2'), 'video/mp4'],
    ['csv', bytes('name;price\nSavon;1500\n'), 'text/plain'],
    ['utf-8 text with BOM and accents', bytes([0xef, 0xbb, 0xbf], 'Caf\xc3\xa9;2\n'), 'text/plain'],
  ])('recognises %s', (_name, sample, type) => {
    expect(detectFileType(sample)?.content_type).toBe(type);
  });

  it('recognises nothing in binary noise or an empty file', () => {
    expect(detectFileType(bytes([0, 0xfe, 0x13, 0x02, 0x99]))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });

  it('keeps text whose last multi-byte character is cut by the sample', () => {
    expect(detectFileType(bytes('abc', [0xc3]))?.content_type).toBe('text/plain');
  });
});

describe('checkDeclaredUpload', () => {
  it('accepts an image in images and a pdf in receipts', () => {
    expect(checkDeclaredUpload('images', 'image/png', 'png')).toBeNull();
    expect(checkDeclaredUpload('images', 'image/jpeg', 'JPG')).toBeNull();
    expect(checkDeclaredUpload('receipts', 'application/pdf', 'pdf')).toBeNull();
    expect(checkDeclaredUpload('imports', 'text/csv', 'csv')).toBeNull();
    expect(checkDeclaredUpload('fonts', 'font/woff2', 'woff2')).toBeNull();
  });

  it('refuses a pdf among images, svg anywhere, a wrong extension and an unknown collection', () => {
    expect(checkDeclaredUpload('images', 'application/pdf', 'pdf')).toBe('type_not_allowed');
    expect(checkDeclaredUpload('images', 'image/svg+xml', 'svg')).toBe('type_not_allowed');
    expect(checkDeclaredUpload('images', 'image/png', 'exe')).toBe('ext_mismatch');
    expect(checkDeclaredUpload('secrets', 'image/png', 'png')).toBe('unknown_collection');
    expect(checkDeclaredUpload('__proto__', 'image/png', 'png')).toBe('unknown_collection');
  });
});

describe('checkUploadedBytes', () => {
  it('refuses PDF bytes declared as a PNG, accepts real ones', () => {
    expect(checkUploadedBytes('image/png', bytes('%PDF-1.4\n'))).toBe(false);
    expect(checkUploadedBytes('image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  });

  it('accepts text as CSV and refuses an SVG declared as an image', () => {
    expect(checkUploadedBytes('text/csv', bytes('a,b\n1,2\n'))).toBe(true);
    expect(checkUploadedBytes('image/png', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
  });
});

describe('storage keys', () => {
  it('puts the company first and never the user file name', () => {
    expect(mediaStorageKey('c1', 'images', 'm1', '.PNG')).toBe('companies/c1/images/m1.png');
    expect(mediaStorageKey('c1', 'images', 'm1', '../../x')).toBe('companies/c1/images/m1.x');
    expect(thumbnailStorageKey('companies/c1/images/m1.png', 200)).toBe('companies/c1/images/m1.w200.webp');
  });
});
