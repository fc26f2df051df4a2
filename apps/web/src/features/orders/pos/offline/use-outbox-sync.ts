import { useEffect, useRef } from 'react';
import { waitingSales } from './outbox.ts';
import { sendOutbox, useOutbox } from './outbox-store.ts';
import { useOnline } from './use-online.ts';

/** How often waiting sales are tried again while the browser says it is online but the server did not answer. */
export const OUTBOX_RETRY_MS = 15_000;

/**
 * Sends the outbox's waiting sales whenever there are some and the browser is online: at once, when the connection
 * comes back, and every OUTBOX_RETRY_MS after that while some still wait. `onSent` runs after sales went through
 * (even if the screen was left meanwhile: what it does, refreshing lists, is still wanted).
 */
export function useOutboxSync(companyId: string, onSent: (count: number) => void): void {
  const online = useOnline();
  const [outbox] = useOutbox(companyId);
  const someWaiting = waitingSales(outbox).length > 0;
  const sentRef = useRef(onSent);
  sentRef.current = onSent;
  useEffect(() => {
    if (!companyId || !online || !someWaiting) return;
    const attempt = () =>
      void sendOutbox(companyId).then((sent) => {
        if (sent > 0) sentRef.current(sent);
      });
    attempt();
    const timer = setInterval(attempt, OUTBOX_RETRY_MS);
    return () => clearInterval(timer);
  }, [companyId, online, someWaiting]);
}
