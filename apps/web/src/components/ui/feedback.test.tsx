import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { palette } from './palette.ts';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading products" />);
    expect(screen.getByRole('status').textContent).toBe('Loading products');
  });

  it('is decorative without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Skeleton', () => {
  it('announces what loads and hides its placeholder bars', () => {
    const { container } = render(<Skeleton label="Loading orders" lines={4} />);
    expect(screen.getByRole('status').textContent).toBe('Loading orders');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });
});

describe('EmptyState', () => {
  it('shows a heading, a description and the action to add the first item', () => {
    render(
      <EmptyState
        title="No products yet"
        description="Add what you sell to start taking orders."
        icon={<svg />}
        action={<Button href="/products/new">Add a product</Button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No products yet' })).toBeTruthy();
    expect(screen.getByText('Add what you sell to start taking orders.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe('/products/new');
  });
});

describe('Badge', () => {
  it('uses the palette colour it is given, brand orange by default', () => {
    render(
      <>
        <Badge>Open</Badge>
        <Badge color="teal">Paid</Badge>
      </>,
    );
    expect(screen.getByText('Open').className).toContain('bg-palette-orange');
    expect(screen.getByText('Paid').className).toContain('bg-palette-teal');
  });

  it('has a distinct look for each of the 12 colours', () => {
    const classes = palette.map((color) => {
      const { getByText, unmount } = render(<Badge color={color.key}>{color.key}</Badge>);
      const className = getByText(color.key).className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(12);
  });
});
