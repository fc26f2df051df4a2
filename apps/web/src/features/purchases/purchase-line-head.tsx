import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { PURCHASE_NAMESPACES } from './purchase-ui.tsx';

/** A message from the server about one line (its product, its taxes), when there is one. */
export function PurchaseLineError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-danger-text text-sm">
      {message}
    </p>
  );
}

/**
 * The top of a purchase order or bill line: its title (`children`), the button removing the line
 * named `name`, then the message about its product.
 */
export function PurchaseLineHead({
  name,
  error,
  onRemove,
  children,
}: {
  name: string;
  error: string | undefined;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        {children}
        <Button
          size="small"
          variant="ghostDanger"
          aria-label={t('editor.remove_named', { name })}
          onClick={onRemove}
        >
          {t('editor.remove')}
        </Button>
      </div>
      <PurchaseLineError message={error} />
    </>
  );
}
