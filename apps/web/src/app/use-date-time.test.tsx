import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { formatDateTime } from '../lib/date-time-format.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { type Profile, profileQuery } from './profile.ts';
import { useDateTime } from './use-date-time.ts';

const api = fakeApi();

afterEach(cleanup);

function Moment({ iso }: { iso: string }) {
  const dateTime = useDateTime();
  return <p data-testid="moment">{dateTime(iso)}</p>;
}

function renderMoment(timezone: string | undefined) {
  const queryClient = new QueryClient();
  if (timezone !== undefined) {
    queryClient.setQueryData(profileQuery.queryKey, {
      company: { id: 'c1', name: 'Shop', company_code: 'X', timezone },
    } as unknown as Profile);
  }
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Moment iso="2025-12-31T23:30:00Z" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('moment').textContent;
}

describe('useDateTime', () => {
  it('tells the time in the company’s zone', () => {
    // 23:30 UTC on New Year's Eve is already New Year's Day in Dhaka (UTC+6)
    const shown = renderMoment('Asia/Dhaka');
    expect(shown).toBe(formatDateTime('2025-12-31T23:30:00Z', { locale: 'en', timeZone: 'Asia/Dhaka' }));
    expect(shown).toMatch(/^Jan 1, 2026, 5:30/);
  });

  it('uses the browser’s zone until the profile is known, and never fetches it itself', () => {
    expect(renderMoment(undefined)).toBe(formatDateTime('2025-12-31T23:30:00Z', { locale: 'en' }));
    expect(api.get).not.toHaveBeenCalled();
  });
});
