import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { DeliveryBadge } from './status-badges.tsx';

beforeAll(() => i18n.loadNamespaces(['orders']));
afterEach(cleanup);

describe('DeliveryBadge', () => {
  it('speaks of collecting for a pickup order and of a courier for a delivery', async () => {
    await i18n.changeLanguage('fr');
    render(
      <I18nextProvider i18n={i18n}>
        <DeliveryBadge status="idle" mode="pickup" />
        <DeliveryBadge status="delivered" mode="pickup" />
        <DeliveryBadge status="delivered" mode="delivery" />
      </I18nextProvider>,
    );
    expect(screen.getByText('À retirer')).toBeTruthy();
    expect(screen.getByText('Retirée')).toBeTruthy();
    expect(screen.getByText('Livrée')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
