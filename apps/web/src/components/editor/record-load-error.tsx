import type { MouseEvent } from 'react';
import { Button } from '../ui/button.tsx';

export interface RecordLoadErrorProps {
  error: Error;
  /** said instead of the server's message when the record does not exist (404) */
  notFound: string;
  backLabel: string;
  /** the list to go back to: `{ href }`, or `appLink(path)` to stay in the app */
  backLink: { href: string; onClick?: (event: MouseEvent) => void };
  /** offered for any failure but a 404, when the page can load again */
  retry?: { label: string; onRetry: () => void };
}

/** An edit page whose record did not load: why, a retry when it may help, and the way back to the list. */
export function RecordLoadError({ error, notFound, backLabel, backLink, retry }: RecordLoadErrorProps) {
  const missing = 'status' in error && error.status === 404;
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{missing ? notFound : error.message}</p>
      <div className="flex gap-2">
        {retry && !missing && (
          <Button variant="outline" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        )}
        <Button variant="outline" {...backLink}>
          {backLabel}
        </Button>
      </div>
    </div>
  );
}
