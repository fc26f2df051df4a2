import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrashBoundary } from './crash-screen.tsx';
import { t } from './test-translate.ts';

const labels = { title: t('crash.title'), retry: t('crash.retry'), home: t('crash.home') };

let broken = true;
function OrdersScreen() {
  if (broken) throw new Error('orders exploded');
  return <p>Orders list</p>;
}

beforeEach(() => {
  broken = true;
  // React logs caught render errors; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CrashBoundary (SPEC §2)', () => {
  it('a throwing screen shows the crash screen with a link back to /dashboard', () => {
    render(
      <CrashBoundary labels={labels} onReport={() => {}}>
        <OrdersScreen />
      </CrashBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Oops, something went wrong!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/dashboard');
  });

  it('reports the error with its component stack', () => {
    const onReport = vi.fn();

    render(
      <CrashBoundary labels={labels} onReport={onReport}>
        <OrdersScreen />
      </CrashBoundary>,
    );

    expect(onReport).toHaveBeenCalledOnce();
    const [error, componentStack] = onReport.mock.calls[0] ?? [];
    expect((error as Error).message).toBe('orders exploded');
    expect(componentStack).toContain('OrdersScreen');
  });

  it('Try again clears the error and renders the screen again', async () => {
    render(
      <CrashBoundary labels={labels} onReport={() => {}}>
        <OrdersScreen />
      </CrashBoundary>,
    );
    broken = false;

    await userEvent.click(screen.getByRole('button', { name: 'Try again?' }));

    expect(screen.getByText('Orders list')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Oops, something went wrong!' })).toBeNull();
  });
});
