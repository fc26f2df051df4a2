import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { type PaletteKey, paletteColor } from './palette.ts';

export interface BadgeProps {
  /** One of the 12 palette colours; the text colour that reads on it comes with it. */
  color?: PaletteKey;
  children: ReactNode;
  className?: string;
}

/**
 * A short label such as a status or a category, in a palette colour. Printers drop backgrounds,
 * which left white or tinted text faint on paper: printed, a badge is dark text in a dark outline.
 */
export function Badge({ color = 'orange', children, className }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 font-medium text-xs',
        paletteColor(color).className,
        'print:border print:border-black print:bg-transparent print:text-black',
        className,
      )}
    >
      {children}
    </span>
  );
}
