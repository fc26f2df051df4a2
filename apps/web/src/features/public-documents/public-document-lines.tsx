import { labelStatesRate, type PublicDocument } from '@comptoir/core';
import { useTranslation } from 'react-i18next';

/** The lines and totals of a public document: a list that reads on a phone, then the totals. */
export function PublicDocumentLines({
  document,
  money,
}: {
  document: PublicDocument;
  money: (minor: number) => string;
}) {
  const { t, i18n } = useTranslation('documents');
  const rate = (label: string, value: string | null) =>
    value === null || labelStatesRate(label, value)
      ? ''
      : ` ${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(Number(value))} %`;
  return (
    <>
      <section aria-labelledby="public-items">
        <h2 id="public-items" className="sr-only">
          {t('public.items')}
        </h2>
        <ul className="divide-y divide-line">
          {document.lines.map((line, index) => (
            // Lines of an issued document never move: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-start justify-between gap-3 py-2">
              <span>
                <span className="block">
                  {line.variant_title ? `${line.title} (${line.variant_title})` : line.title}
                </span>
                <span className="block text-fg-muted text-sm">
                  {t('public.quantity_price', { quantity: String(line.quantity), price: money(line.price) })}
                  {line.discount > 0 && ` · ${t('public.discount', { amount: money(line.discount) })}`}
                </span>
              </span>
              <span className="tabular-nums">{money(line.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-line border-t pt-2 text-sm">
        <dt>{t('public.subtotal')}</dt>
        <dd className="text-end tabular-nums">{money(document.subtotal)}</dd>
        {document.discount_total > 0 && (
          <>
            <dt>{t('public.discounts')}</dt>
            <dd className="text-end tabular-nums">-{money(document.discount_total)}</dd>
          </>
        )}
        {document.tax_lines.map((tax) => (
          <div key={`${tax.label}${tax.rate}`} className="contents">
            <dt>
              {t('public.tax_on', {
                label: `${tax.label}${rate(tax.label, tax.rate)}`,
                base: money(tax.base),
              })}
            </dt>
            <dd className="text-end tabular-nums">{money(tax.amount)}</dd>
          </div>
        ))}
        <dt className="font-semibold text-base">{t('public.total')}</dt>
        <dd className="text-end font-semibold text-base tabular-nums" data-testid="public-total">
          {money(document.total)}
        </dd>
      </dl>
      {document.total_in_words && (
        <p className="text-fg-muted text-sm italic">
          {t('public.in_words', { words: document.total_in_words })}
        </p>
      )}
    </>
  );
}
