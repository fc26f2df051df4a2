/**
 * The 12 colours merchants choose from (SPEC.md §9). `className` is a background with the text
 * colour that reads on it at 4.5:1 or more; the hexes match `--color-palette-*` in theme.css.
 * Class names are written out whole so Tailwind finds them when it scans this file.
 */
export const palette = [
  { key: 'orange', className: 'bg-palette-orange text-gray-950', hex: '#ed9221' },
  { key: 'red', className: 'bg-palette-red text-white', hex: '#dc2626' },
  { key: 'amber', className: 'bg-palette-amber text-gray-950', hex: '#f59e0b' },
  { key: 'yellow', className: 'bg-palette-yellow text-gray-950', hex: '#eab308' },
  { key: 'lime', className: 'bg-palette-lime text-gray-950', hex: '#65a30d' },
  { key: 'green', className: 'bg-palette-green text-gray-950', hex: '#16a34a' },
  { key: 'teal', className: 'bg-palette-teal text-gray-950', hex: '#0d9488' },
  { key: 'sky', className: 'bg-palette-sky text-gray-950', hex: '#0ea5e9' },
  { key: 'blue', className: 'bg-palette-blue text-white', hex: '#2563eb' },
  { key: 'indigo', className: 'bg-palette-indigo text-white', hex: '#4f46e5' },
  { key: 'purple', className: 'bg-palette-purple text-white', hex: '#9333ea' },
  { key: 'pink', className: 'bg-palette-pink text-white', hex: '#db2777' },
] as const;

export type PaletteColor = (typeof palette)[number];
export type PaletteKey = PaletteColor['key'];

/** The brand colour comes first, so it is the default choice. */
export const defaultPaletteKey: PaletteKey = 'orange';

export function paletteColor(key: PaletteKey): PaletteColor {
  return palette.find((color) => color.key === key) ?? palette[0];
}
