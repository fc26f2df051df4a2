import { listStateKey } from '../../../stores/storage-keys.ts';
import { readStoredList } from '../../../stores/stored-list.ts';

/** A named set of filters, search and sort, kept on this device for one company. */
export interface SavedView {
  id: string;
  name: string;
  /** The list's URL query without the page, e.g. `status=active&tag=promo`. */
  query: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const MAX_SAVED_VIEWS = 20;

/**
 * Saved views are saved filter entries (SPEC §3), so they share the list-state prefix that logout
 * clears (SPEC §4); the company is part of the list name, so each company has its own.
 */
export const savedViewsKey = (companyId: string) => listStateKey('filter', `products.views.${companyId}`);

function isView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return typeof view.id === 'string' && typeof view.name === 'string' && typeof view.query === 'string';
}

export function readSavedViews(storage: Pick<Storage, 'getItem'>, companyId: string): SavedView[] {
  return readStoredList(storage, savedViewsKey(companyId), isView);
}

function write(storage: Store, companyId: string, views: SavedView[]) {
  storage.setItem(savedViewsKey(companyId), JSON.stringify(views));
  return views;
}

/**
 * Saves the query under a name; a view with the same name (ignoring case) is replaced rather than
 * doubled. The newest comes first, and the oldest go beyond MAX_SAVED_VIEWS.
 */
export function saveView(
  storage: Store,
  companyId: string,
  name: string,
  query: string,
  id: string = newId(),
) {
  const trimmed = name.trim();
  if (trimmed === '') return readSavedViews(storage, companyId);
  const others = readSavedViews(storage, companyId).filter(
    (view) => view.name.toLocaleLowerCase() !== trimmed.toLocaleLowerCase(),
  );
  return write(storage, companyId, [{ id, name: trimmed, query }, ...others].slice(0, MAX_SAVED_VIEWS));
}

export function deleteView(storage: Store, companyId: string, id: string) {
  return write(
    storage,
    companyId,
    readSavedViews(storage, companyId).filter((view) => view.id !== id),
  );
}

/** The saved view the list shows now, if its query is exactly the current one. */
export function currentView(views: readonly SavedView[], query: string): SavedView | undefined {
  const normalise = (text: string) => {
    const params = new URLSearchParams(text);
    params.sort();
    return params.toString();
  };
  const wanted = normalise(query);
  return views.find((view) => normalise(view.query) === wanted);
}

function newId() {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
