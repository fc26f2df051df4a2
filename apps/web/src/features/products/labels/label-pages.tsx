import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarcodeSvg } from './barcode-svg.tsx';
import { type LabelItem, type LabelLayout, labelsPrintCss, pagesOf, SHEET_CLASS } from './label-sheet.ts';

const mm = (value: number) => `${value}mm`;

export interface LabelPagesProps {
  items: readonly LabelItem[];
  layout: LabelLayout;
  showPrice: boolean;
  money: (minor: number) => string;
}

const Label = memo(function Label({
  item,
  layout,
  showPrice,
  money,
}: {
  item: LabelItem;
  layout: LabelLayout;
  showPrice: boolean;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation('products');
  return (
    <div
      className="labels-label flex flex-col overflow-hidden bg-white text-black leading-tight outline outline-1 outline-gray-300 outline-dashed"
      style={{ width: mm(layout.label.width), height: mm(layout.label.height), padding: '1.5mm 2mm' }}
    >
      <p
        className="overflow-hidden font-semibold"
        style={{
          fontSize: `${layout.text.name}pt`,
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: layout.text.nameLines,
        }}
      >
        {item.name}
      </p>
      {item.variantTitle && (
        <p className="truncate" style={{ fontSize: `${layout.text.name}pt` }}>
          {item.variantTitle}
        </p>
      )}
      {showPrice && (
        <p className="font-bold" style={{ fontSize: `${layout.text.price}pt` }}>
          {money(item.price)}
        </p>
      )}
      <div className="mt-[0.5mm] flex min-h-0 flex-1 items-center justify-center">
        {item.barcode && (
          <BarcodeSvg barcode={item.barcode} label={t('labels.barcode_of', { code: item.barcode.value })} />
        )}
      </div>
    </div>
  );
});

/**
 * The labels as they print: pages of the layout's exact size in millimetres, the labels placed in
 * its grid. On screen it is the preview (pages in a column, label edges dashed); its print style
 * (labelsPrintCss) keeps only this on paper.
 */
export function LabelPages({ items, layout, showPrice, money }: LabelPagesProps) {
  const pages = pagesOf(items, layout);
  return (
    <>
      <style>{labelsPrintCss(layout)}</style>
      <div className={`${SHEET_CLASS} flex flex-col items-start gap-4`} data-paper={layout.paper}>
        {pages.map((page, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a page is its place in the sheet
            key={index}
            className="labels-page grid shrink-0 content-start overflow-hidden bg-white shadow-md"
            style={{
              width: mm(layout.page.width),
              height: mm(layout.page.height),
              boxSizing: 'border-box',
              padding: `${mm(layout.margin.top)} 0 0 ${mm(layout.margin.left)}`,
              gridTemplateColumns: `repeat(${layout.columns}, ${mm(layout.label.width)})`,
              gridAutoRows: mm(layout.label.height),
              columnGap: mm(layout.gap.column),
              rowGap: mm(layout.gap.row),
            }}
          >
            {page.map((item) => (
              <Label key={item.key} item={item} layout={layout} showPrice={showPrice} money={money} />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
