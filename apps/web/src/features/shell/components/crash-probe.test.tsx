import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRASH_PROBE_KEY, CrashProbe } from './crash-probe.tsx';
import { CrashBoundary } from './crash-screen.tsx';
import { t } from './test-translate.ts';

const labels = { title: t('crash.title'), retry: t('crash.retry'), home: t('crash.home') };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

function renderShell(onReport = vi.fn()) {
  render(
    <CrashBoundary labels={labels} onReport={onReport}>
      <CrashProbe />
      <p>Dashboard</p>
    </CrashBoundary>,
  );
  return onReport;
}

describe('CrashProbe', () => {
  it('renders nothing while the test key is absent', () => {
    const onReport = renderShell();

    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(onReport).not.toHaveBeenCalled();
  });

  it('throws the stored message while the key is set; once removed, Try again recovers', async () => {
    localStorage.setItem(CRASH_PROBE_KEY, 'probe fired');
    const onReport = renderShell();

    expect(screen.getByRole('heading', { name: 'Oops, something went wrong!' })).toBeTruthy();
    expect(onReport.mock.calls[0]?.[0]).toHaveProperty('message', 'probe fired');
    expect(onReport.mock.calls[0]?.[1]).toContain('CrashProbe');

    localStorage.removeItem(CRASH_PROBE_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });

  it('an empty value still crashes, with a default message', () => {
    localStorage.setItem(CRASH_PROBE_KEY, '');
    const onReport = renderShell();

    expect(onReport.mock.calls[0]?.[0]).toHaveProperty('message', 'Crash probe');
  });
});
