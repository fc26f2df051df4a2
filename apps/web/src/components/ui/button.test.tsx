import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonSizes, buttonVariants } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('has the 12 variants and 3 sizes of the spec', () => {
    expect(buttonVariants).toEqual([
      'primary',
      'outline',
      'outline-success',
      'secondary',
      'danger',
      'purple',
      'dark',
      'info',
      'success',
      'ghost',
      'ghostPrimary',
      'ghostDanger',
    ]);
    expect(buttonSizes).toEqual(['small', 'default', 'large']);
  });

  it('renders every variant in every size with its own classes', () => {
    const seen = new Set<string>();
    for (const variant of buttonVariants) {
      for (const size of buttonSizes) {
        const { getByRole, unmount } = render(
          <Button variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>,
        );
        seen.add(getByRole('button', { name: `${variant} ${size}` }).className);
        unmount();
      }
    }
    expect(seen.size).toBe(36);
  });

  it('keeps a 44 px touch target in every size unless the pointer is fine', () => {
    for (const size of buttonSizes) {
      render(<Button size={size}>{size}</Button>);
      expect(screen.getByRole('button', { name: size }).className).toMatch(/(^| )min-h-1[12]( |$)/);
    }
  });

  it('is a button of type "button" by default, so it does not submit forms by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('fires onClick when active', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading shows a labelled spinner, is disabled and busy', () => {
    render(
      <Button loading loadingLabel="Saving…">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(button.contains(screen.getByRole('status'))).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('does not fire onClick when disabled or loading', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Button disabled onClick={onClick}>
          Disabled
        </Button>
        <Button loading loadingLabel="Saving" onClick={onClick}>
          Loading
        </Button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Disabled' }));
    await userEvent.click(screen.getByRole('button', { name: /Loading/ }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given href', () => {
    render(
      <Button href="/products/new" variant="outline">
        New product
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'New product' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/products/new');
    expect(link.getAttribute('aria-disabled')).toBeNull();
  });

  it('a disabled link is aria-disabled, has no href and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button href="/products/new" disabled onClick={onClick}>
        New product
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'New product' });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.hasAttribute('href')).toBe(false);
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
