import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordLoadError } from './record-load-error.tsx';

afterEach(cleanup);

const withStatus = (status: number, message: string) => Object.assign(new Error(message), { status });
const texts = { notFound: 'This supplier does not exist.', backLabel: 'Back to suppliers' };

describe('a record that did not load', () => {
  it('says it does not exist on a 404, offers no retry, and links back to the list', () => {
    const onRetry = vi.fn();
    render(
      <RecordLoadError
        error={withStatus(404, 'Not Found')}
        {...texts}
        backLink={{ href: '/suppliers' }}
        retry={{ label: 'Try again', onRetry }}
      />,
    );

    expect(screen.getByRole('alert').textContent).toContain('This supplier does not exist.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to suppliers' }).getAttribute('href')).toBe('/suppliers');
  });

  it('says the server’s message on another failure and retries when the page can', () => {
    const onRetry = vi.fn();
    render(
      <RecordLoadError
        error={withStatus(500, 'The server is down.')}
        {...texts}
        backLink={{ href: '/suppliers' }}
        retry={{ label: 'Try again', onRetry }}
      />,
    );

    expect(screen.getByRole('alert').textContent).toContain('The server is down.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers only the way back when the page gives no retry', () => {
    render(<RecordLoadError error={new Error('Offline')} {...texts} backLink={{ href: '/suppliers' }} />);

    expect(screen.getByRole('alert').textContent).toContain('Offline');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
