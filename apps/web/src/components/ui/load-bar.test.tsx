import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingCounter, LoadBar, LoadingSignal } from './load-bar.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadBar', () => {
  it('draws nothing while nothing loads', () => {
    const counter = createLoadingCounter();
    render(<LoadBar counter={counter} />);

    expect(screen.queryByTestId('load-bar')).toBeNull();
  });

  it('shows a #29D bar 3 px high from 0.3 of the width while a fallback is mounted', () => {
    const counter = createLoadingCounter();
    render(
      <>
        <LoadBar counter={counter} />
        <LoadingSignal counter={counter} />
      </>,
    );

    const bar = screen.getByTestId('load-bar');
    expect(bar.style.height).toBe('3px');
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.style.backgroundColor).toBe('rgb(34, 153, 221)');
    expect(fill.style.transform).toBe('scaleX(0.3)');
  });

  it('fills the width when loading stops and goes 200 ms later', () => {
    const counter = createLoadingCounter();
    const { rerender } = render(
      <>
        <LoadBar counter={counter} />
        <LoadingSignal counter={counter} />
      </>,
    );

    rerender(<LoadBar counter={counter} />);
    const fill = screen.getByTestId('load-bar').firstElementChild as HTMLElement;
    expect(fill.style.transform).toBe('scaleX(1)');
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByTestId('load-bar')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('load-bar')).toBeNull();
  });

  it('stays while any of two loads is still going', () => {
    const counter = createLoadingCounter();
    const { rerender } = render(
      <>
        <LoadBar counter={counter} />
        <LoadingSignal counter={counter} />
        <LoadingSignal counter={counter} />
      </>,
    );

    rerender(
      <>
        <LoadBar counter={counter} />
        <LoadingSignal counter={counter} />
      </>,
    );
    act(() => vi.advanceTimersByTime(500));

    expect(screen.getByTestId('load-bar').dataset.phase).toBe('loading');
  });
});
