import type { SalesDocument } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { documentWhatsappLink } from './document-share.ts';

export interface InvoiceRowActionsProps {
  document: SalesDocument;
  money: (minor: number) => string;
}

/**
 * A listed document's PDF, public page and WhatsApp message. The links say only "PDF", "Page"…;
 * their accessible names carry the reference, as a row holds several of them.
 */
export function InvoiceRowActions({ document, money }: InvoiceRowActionsProps) {
  const { t, i18n } = useTranslation('documents');
  const reference = document.reference;
  const share = documentWhatsappLink(document, {
    t: (key, params) => t(key, params),
    money,
    language: i18n.language,
    // wa.me wants the number as bare digits; the buyer's is kept as it was typed.
    phone: document.buyer?.phone?.replace(/\D/g, '') ?? null,
  });
  return (
    <span className="flex flex-wrap justify-end gap-1">
      <Button
        variant="outline"
        size="small"
        href={document.pdf_url}
        target="_blank"
        rel="noreferrer"
        aria-label={t('section.pdf', { reference })}
      >
        {t('list.pdf')}
      </Button>
      <Button
        variant="ghost"
        size="small"
        href={document.public_url}
        target="_blank"
        rel="noreferrer"
        aria-label={t('section.page', { reference })}
      >
        {t('list.page')}
      </Button>
      <Button
        variant="ghost"
        size="small"
        href={share}
        target="_blank"
        rel="noreferrer"
        aria-label={t('section.whatsapp', { reference })}
      >
        {t('list.whatsapp')}
      </Button>
    </span>
  );
}
