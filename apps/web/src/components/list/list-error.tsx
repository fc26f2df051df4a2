import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';

export interface ListErrorProps {
  error: Error | null;
  onRetry: () => void;
  /** the feature's namespace: its `common.retry`, and `fallbackKey` when the error says nothing */
  ns: string;
  fallbackKey?: string;
  /** the retry button's key in `ns` */
  retryKey?: string;
  /** a heading above the server's message, when the screen names what failed */
  titleKey?: string;
}

/** A list (or a page) that failed to load: the server's message in the user's language, and a retry. */
export function ListError({
  error,
  onRetry,
  ns,
  fallbackKey = 'common.failed',
  retryKey = 'common.retry',
  titleKey,
}: ListErrorProps) {
  const { t } = useTranslation(ns);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-lg border border-line bg-surface p-4"
    >
      {titleKey && <p className="font-semibold">{t(titleKey)}</p>}
      {titleKey ? (
        error?.message && <p className="text-fg-muted text-sm">{error.message}</p>
      ) : (
        <p>{error?.message || t(fallbackKey)}</p>
      )}
      <Button variant="outline" onClick={onRetry}>
        {t(retryKey)}
      </Button>
    </div>
  );
}
