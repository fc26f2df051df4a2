import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** Props of a Button that is a real link but navigates inside the app (no full reload). */
export function useAppLink() {
  const navigate = useNavigate();
  return (to: string) => ({
    href: to,
    onClick: (event: MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(to);
    },
  });
}
