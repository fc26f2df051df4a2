import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteProgress } from './route-progress.tsx';

afterEach(cleanup);

describe('RouteProgress', () => {
  it('shows a #ed9221 bar 5 px high while a route loads', () => {
    render(<RouteProgress active label="Loading page" />);

    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar.style.height).toBe('5px');
    expect((bar.firstElementChild as HTMLElement).style.backgroundColor).toBe('rgb(237, 146, 33)');
  });

  it('is gone once the route has loaded', () => {
    const { rerender } = render(<RouteProgress active label="Loading page" />);

    rerender(<RouteProgress active={false} label="Loading page" />);

    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
