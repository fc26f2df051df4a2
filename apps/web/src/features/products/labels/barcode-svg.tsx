import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef, useState } from 'react';
import type { LabelBarcode } from './label-sheet.ts';

/**
 * Bars drawn by JsBarcode as SVG: sharp on paper at any size. Drawn in module units, then scaled
 * whole to the box (the viewBox keeps the proportions, so no bar is stretched more than another).
 * The margins are the quiet zones scanners need on either side.
 */
export function BarcodeSvg({ barcode, label }: { barcode: LabelBarcode; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    try {
      JsBarcode(svg, barcode.value, {
        format: barcode.format,
        width: 2,
        height: 56,
        margin: 10,
        marginTop: 0,
        marginBottom: 0,
        fontSize: 18,
        textMargin: 1,
        font: 'monospace',
        background: '#ffffff',
        lineColor: '#000000',
      });
      svg.setAttribute('width', '100%');
      svg.setAttribute('height', '100%');
      setFailed(false);
    } catch {
      // labelBarcode() only passes codes the format takes; should one still be refused, say it in words.
      setFailed(true);
    }
  }, [barcode.value, barcode.format]);
  if (failed) return <span className="font-mono text-[7pt]">{barcode.value}</span>;
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      data-barcode={barcode.value}
      data-format={barcode.format}
      className="block h-full w-full"
    />
  );
}
