import { useState } from 'react';

/**
 * False until `open` is first true, then true for good: an overlay whose code loads when it first
 * opens (React.lazy) mounts then and stays mounted, so closing and reopening it work as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
