import { type CashSession, signedMoney } from '@comptoir/core';
import { useTranslation } from 'react-i18next';

export interface CashMovementsProps {
  movements: CashSession['report']['movements'];
  money: (minor: number) => string;
}

/** The cash put in and taken out of the drawer during the session, each with its reason and time. */
export function CashMovements({ movements, money }: CashMovementsProps) {
  const { t, i18n } = useTranslation('orders');
  if (movements.length === 0) return <p className="text-sm">{t('sessions.detail.no_movements')}</p>;
  return (
    <table className="w-full text-sm" data-testid="cash-movements">
      <caption className="sr-only">{t('sessions.detail.movements')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('sessions.detail.time')}</th>
          <th scope="col">{t('drawer.reason')}</th>
          <th scope="col">{t('drawer.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((m) => (
          <tr key={m.id} className="align-top">
            <td className="py-0.5 pe-2 tabular-nums">
              {new Date(m.created_at).toLocaleTimeString(i18n.language, { timeStyle: 'short' })}
            </td>
            <td className="py-0.5 pe-2">
              <span className="block">{m.reason}</span>
              <span className="block text-xs">{t(m.kind === 'in' ? 'drawer.in' : 'drawer.out')}</span>
            </td>
            {/* Signed: what the movement did to the drawer. */}
            <td className="py-0.5 text-end tabular-nums">
              {signedMoney(m.kind === 'in' ? m.amount : -m.amount, money)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
