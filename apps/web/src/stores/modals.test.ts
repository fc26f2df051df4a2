import { describe, expect, it } from 'vitest';
import {
  createModalsStore,
  initialModalsState,
  type ModalsState,
  modalsActions,
  modalsReducer,
} from './modals.ts';

const stateWith = (overrides: Partial<ModalsState> = {}): ModalsState => ({
  ...initialModalsState(),
  ...overrides,
});
const customer = (id: number, name = `customer ${id}`) => ({ id, name });

describe('modals state', () => {
  it('starts with modals, error, loading, filter, sort and include', () => {
    // Arrange
    const store = createModalsStore();
    // Act
    const { dispatch: _dispatch, ...state } = store.getState();
    // Assert
    expect(state).toEqual({ modals: [], error: null, loading: false, filter: {}, sort: [], include: [] });
  });

  it('an error action sets the error', () => {
    // Arrange
    const state = stateWith({ customers: [customer(1)] });
    // Act
    const next = modalsReducer(state, modalsActions.error('Customers could not be loaded'));
    // Assert
    expect(next).toEqual({ ...state, error: 'Customers could not be loaded' });
  });

  it('a loading action sets the loading flag and clears the error', () => {
    // Arrange
    const state = stateWith({ error: 'previous failure' });
    // Act
    const next = modalsReducer(state, modalsActions.loading(true));
    // Assert
    expect(next).toMatchObject({ loading: true, error: null });
  });

  it('any other action sets the list keyed by its type and clears the error', () => {
    // Arrange
    const state = stateWith({ error: 'previous failure' });
    // Act
    const next = modalsReducer(state, modalsActions.set('customers', [customer(1), customer(2)]));
    // Assert
    expect(next.customers).toEqual([customer(1), customer(2)]);
    expect(next.error).toBeNull();
  });

  it('without cumulative results the list is replaced', () => {
    // Arrange
    const state = stateWith({ customers: [customer(1), customer(2)] });
    // Act
    const next = modalsReducer(state, modalsActions.set('customers', [customer(3)]));
    // Assert
    expect(next.customers).toEqual([customer(3)]);
  });

  it('cumulative results merge by id, skipping ids already there', () => {
    // Arrange
    const state = stateWith({ customers: [customer(1), customer(2)] });
    // Act
    const next = modalsReducer(
      state,
      modalsActions.set('customers', [customer(2, 'renamed'), customer(3)], { cumulative: true }),
    );
    // Assert
    expect(next.customers).toEqual([customer(1), customer(2), customer(3)]);
  });

  it('cumulative results for a type not seen yet set the list', () => {
    // Arrange
    const state = stateWith();
    // Act
    const next = modalsReducer(state, modalsActions.set('suppliers', [customer(1)], { cumulative: true }));
    // Assert
    expect(next.suppliers).toEqual([customer(1)]);
  });

  it('filter, sort and include are set by actions of that type', () => {
    // Arrange
    const state = stateWith();
    // Act
    const next = [
      modalsActions.set('filter', { status: 'paid' }),
      modalsActions.set('sort', ['-created_at']),
      modalsActions.set('include', ['customer']),
    ].reduce(modalsReducer, state);
    // Assert
    expect(next).toMatchObject({ filter: { status: 'paid' }, sort: ['-created_at'], include: ['customer'] });
  });

  it('the reducer never changes the state it is given', () => {
    // Arrange
    const state = stateWith({ customers: [customer(1)] });
    const before = structuredClone(state);
    // Act
    modalsReducer(state, modalsActions.set('customers', [customer(2)], { cumulative: true }));
    // Assert
    expect(state).toEqual(before);
  });

  it('the store applies dispatched actions, and an action named dispatch cannot replace it', () => {
    // Arrange
    const store = createModalsStore();
    // Act
    store.getState().dispatch(modalsActions.set('modals', [{ id: 'edit-order' }]));
    store.getState().dispatch(modalsActions.set('dispatch', 'oops'));
    store.getState().dispatch(modalsActions.error('Failed'));
    // Assert
    expect(store.getState()).toMatchObject({ modals: [{ id: 'edit-order' }], error: 'Failed' });
    expect(typeof store.getState().dispatch).toBe('function');
  });
});
