import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

/** A drawer still open: not counted yet, its figures are those so far. */
export function OpenBadge() {
  const { t } = useTranslation('orders');
  return <Badge color="sky">{t('sessions.open')}</Badge>;
}
