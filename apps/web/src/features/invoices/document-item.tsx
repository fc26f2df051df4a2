import type { SalesDocument } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { calendarDay, documentWhatsappLink } from './document-share.ts';

export interface DocumentItemProps {
  document: SalesDocument;
  money: (minor: number) => string;
  /** the customer's WhatsApp number (digits), when known */
  phone: string | null;
  /** shows "Cancel with a credit note" */
  creditable: boolean;
  crediting: boolean;
  onCredit: () => void;
}

/** One issued document: what it is, its PDF, its public page and a WhatsApp message that sends it. */
export function DocumentItem({ document, money, phone, creditable, crediting, onCredit }: DocumentItemProps) {
  const { t, i18n } = useTranslation('documents');
  const language = i18n.language;
  const share = documentWhatsappLink(document, {
    t: (key, params) => t(key, params),
    money,
    language,
    phone,
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <span>
        <span className="block font-medium">
          {t(`section.kind.${document.kind}`)} {document.reference}
        </span>
        <span className="block text-fg-muted text-sm">
          {new Date(document.issued_at).toLocaleDateString(language, { dateStyle: 'medium' })} ·{' '}
          {money(document.total)}
          {document.valid_until &&
            ` · ${t('section.valid_until', { date: calendarDay(document.valid_until, language) })}`}
        </span>
      </span>
      <span className="flex flex-wrap gap-2">
        <Button variant="outline" size="small" href={document.pdf_url} target="_blank" rel="noreferrer">
          {t('section.pdf', { reference: document.reference })}
        </Button>
        <Button variant="ghost" size="small" href={document.public_url} target="_blank" rel="noreferrer">
          {t('section.page', { reference: document.reference })}
        </Button>
        <Button variant="outline-success" size="small" href={share} target="_blank" rel="noreferrer">
          {t('section.whatsapp', { reference: document.reference })}
        </Button>
        {creditable && (
          <Button variant="ghostDanger" size="small" loading={crediting} onClick={onCredit}>
            {t('section.credit')}
          </Button>
        )}
      </span>
    </li>
  );
}
