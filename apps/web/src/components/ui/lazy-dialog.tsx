import { lazy, Suspense } from 'react';
import type { DialogProps } from './dialog.tsx';
import { useOpenedOnce } from './use-opened-once.ts';

const Dialog = lazy(async () => ({ default: (await import('./dialog.tsx')).Dialog }));

/**
 * The Dialog, for one that is closed when its screen first paints (the shell's launcher, the install
 * banner): Headless UI's dialog code loads the first time it opens, not with the screen.
 */
export function LazyDialog(props: DialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
