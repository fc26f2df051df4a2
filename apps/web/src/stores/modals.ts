import { create } from 'zustand';

export const MODALS_ERROR = 'error';
export const MODALS_LOADING = 'loading';

/**
 * SPEC §4 "Modals state". Besides the named fields, any action type names an entry of its own
 * (`modals`, `filter`, `sort`, `include`, or a list such as `customers`).
 */
export interface ModalsState {
  modals: unknown[];
  error: string | null;
  loading: boolean;
  filter: Record<string, unknown>;
  sort: string[];
  include: string[];
  [type: string]: unknown;
}

export type ModalsAction =
  | { type: typeof MODALS_ERROR; payload: string | null }
  | { type: typeof MODALS_LOADING; payload: boolean }
  | { type: string; payload: unknown; cumulative?: boolean };

export const initialModalsState = (): ModalsState => ({
  modals: [],
  error: null,
  loading: false,
  filter: {},
  sort: [],
  include: [],
});

const idOf = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && 'id' in entry ? String(entry.id) : undefined;

/** Cumulative results keep what is there and add the entries whose id is new. */
function mergeById(previous: readonly unknown[], next: readonly unknown[]): unknown[] {
  const known = new Set(previous.map(idOf).filter((id) => id !== undefined));
  return [...previous, ...next.filter((entry) => !known.has(idOf(entry) ?? ''))];
}

/** Written so that `dispatch` can never be overwritten by an action of that name. */
const RESERVED_TYPES = new Set(['dispatch']);

/**
 * An error action sets the error, a loading action sets the loading flag, any other action
 * sets (or, cumulative, appends to) the entry named by its type; every action but the error
 * one clears the error.
 */
export function modalsReducer<State extends ModalsState>(state: State, action: ModalsAction): State {
  if (action.type === MODALS_ERROR) {
    return { ...state, error: action.payload === null ? null : String(action.payload) };
  }
  if (action.type === MODALS_LOADING) return { ...state, loading: action.payload === true, error: null };
  if (RESERVED_TYPES.has(action.type)) return { ...state, error: null };

  const previous = state[action.type];
  const cumulative = 'cumulative' in action && action.cumulative === true;
  const next =
    cumulative && Array.isArray(previous) && Array.isArray(action.payload)
      ? mergeById(previous, action.payload)
      : action.payload;
  return { ...state, [action.type]: next, error: null };
}

export const modalsActions = {
  error: (message: string | null): ModalsAction => ({ type: MODALS_ERROR, payload: message }),
  loading: (loading: boolean): ModalsAction => ({ type: MODALS_LOADING, payload: loading }),
  set: (type: string, payload: unknown, options: { cumulative?: boolean } = {}): ModalsAction => ({
    type,
    payload,
    cumulative: options.cumulative === true,
  }),
};

export interface ModalsStore extends ModalsState {
  dispatch: (action: ModalsAction) => void;
}

export function createModalsStore(initial: Partial<ModalsState> = {}) {
  return create<ModalsStore>()((set) => ({
    ...initialModalsState(),
    ...initial,
    dispatch: (action) => set((state) => modalsReducer(state, action)),
  }));
}
