import { describe, expect, it } from 'vitest';
import { keys } from './query-keys.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));

describe('query keys', () => {
  it('every list key starts with lists(), which starts with all', () => {
    // Arrange
    const orders = keys('orders');
    // Act
    const list = orders.list({ page: 2, filter: { status: 'paid' } });
    // Assert
    expect(list).toEqual(['orders', 'list', { query: { page: 2, filter: { status: 'paid' } } }]);
    expect(startsWith(list, orders.lists())).toBe(true);
    expect(startsWith(orders.lists(), orders.all)).toBe(true);
  });

  it('every detail key starts with details(), which starts with all', () => {
    // Arrange
    const orders = keys('orders');
    // Act
    const detail = orders.detail(7, { include: ['lines'] });
    // Assert
    expect(detail).toEqual(['orders', 'detail', '7', { query: { include: ['lines'] } }]);
    expect(startsWith(detail, orders.details())).toBe(true);
    expect(startsWith(orders.details(), orders.all)).toBe(true);
  });

  it('a detail asked for by number or by text is the same key', () => {
    // Arrange
    const taxes = keys('taxes');
    // Act
    const byNumber = taxes.detail(3);
    const byText = taxes.detail('3');
    // Assert
    expect(byNumber).toEqual(byText);
  });
});
