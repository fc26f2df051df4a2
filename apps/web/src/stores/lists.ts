import type { ListMeta } from '@comptoir/core';
import { create } from 'zustand';
import { ABORTED_STATUS, type ApiResult } from '../lib/http/api-client.ts';

export interface ListItem {
  id: string | number;
}

/** `GET /admin/{resource}` answers `{ data, meta }` (CONTRACT §2). */
export interface ListPage<Item extends ListItem = ListItem> {
  data: Item[];
  meta: ListMeta;
}

export type ListRequest = (signal: AbortSignal) => Promise<ApiResult<ListPage>>;

export interface ListsState {
  loading: boolean;
  /** The message of the last failure, kept until the next request (SPEC §8). */
  error: string | null;
  /** One result set per list name. */
  results: Record<string, ListPage>;
  /** Fetches a list; replaces its results, or appends the new items when `cumulative` (infinite scroll). */
  fetchList: (name: string, request: ListRequest, options?: { cumulative?: boolean }) => Promise<void>;
  /** Abandons the list's request in flight, if any (a screen that closes); silent, like any cancel. */
  cancelList: (name: string) => void;
}

export const LISTS_ERROR_TOAST_ID = 'lists-store-api-error';

export interface ListsStoreOptions {
  /** Shows the failure; the app passes a toast with the given id so repeats replace each other. */
  notifyError: (message: string, toastId: string) => void;
}

function append(previous: ListPage | undefined, next: ListPage): ListPage {
  if (!previous) return next;
  const known = new Set(previous.data.map((item) => String(item.id)));
  return {
    data: [...previous.data, ...next.data.filter((item) => !known.has(String(item.id)))],
    meta: next.meta,
  };
}

function messageOf(result: ApiResult<ListPage> | undefined, thrown: unknown): string {
  if (result?.error) return result.error.message;
  if (thrown instanceof Error) return thrown.message;
  return String(thrown);
}

/** SPEC §4 list state. */
export function createListsStore({ notifyError }: ListsStoreOptions) {
  // Outside the state: controllers are bookkeeping, not something a screen renders.
  const inFlight = new Map<string, AbortController>();

  return create<ListsState>()((set) => ({
    loading: false,
    error: null,
    results: {},

    cancelList: (name) => {
      const controller = inFlight.get(name);
      if (!controller) return;
      inFlight.delete(name);
      controller.abort();
      set({ loading: inFlight.size > 0 });
    },

    fetchList: async (name, request, { cumulative = false } = {}) => {
      // A new request with the same name cancels the previous one (SPEC §4).
      inFlight.get(name)?.abort();
      const controller = new AbortController();
      inFlight.set(name, controller);
      set({ loading: true, error: null });

      let result: ApiResult<ListPage> | undefined;
      let thrown: unknown;
      try {
        result = await request(controller.signal);
      } catch (error) {
        thrown = error;
      }

      // Superseded or cancelled: the answer (a 499) is silent and leaves the state alone.
      if (inFlight.get(name) !== controller) return;
      inFlight.delete(name);
      const loading = inFlight.size > 0;

      if (result?.ok) {
        const page = result.data;
        set((state) => ({
          loading,
          results: { ...state.results, [name]: cumulative ? append(state.results[name], page) : page },
        }));
        return;
      }
      if (result?.status === ABORTED_STATUS) {
        set({ loading });
        return;
      }
      const message = messageOf(result, thrown);
      set({ loading, error: message });
      notifyError(message, LISTS_ERROR_TOAST_ID);
    },
  }));
}

export type ListsStore = ReturnType<typeof createListsStore>;
