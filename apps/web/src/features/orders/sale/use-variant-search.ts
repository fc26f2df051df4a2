import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { variantSearchQuery } from '../../products/api.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { searchCatalogue } from '../pos/offline/catalogue-search.ts';
import { useOfflineCatalogue } from '../pos/offline/offline-catalogue.ts';
import { isNetworkFailure, useOnline } from '../pos/offline/use-online.ts';

/** The pause after the last key before a search goes out: a name typed at speed is one request. */
const TYPING_PAUSE_MS = 250;

/**
 * A search box's text and the variants it finds by name or SKU (the sale's search and the tiles' pin
 * search ask the same query, so a product found in one is found in the other). While the server cannot be
 * reached, the catalogue the counter keeps on the device answers instead (`offline` is then true).
 */
export function useVariantSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const online = useOnline();
  const results = useQuery({ ...variantSearchQuery(search), enabled: online && search !== '' });
  // The signed-in session's company, the one the counter keeps its catalogue for (not what another tab stored).
  const { companyId } = useProductSession();
  const catalogue = useOfflineCatalogue(companyId);
  const offline = !online || isNetworkFailure(results.error);
  const kept = useMemo(
    () => (offline && catalogue && search !== '' ? searchCatalogue(catalogue.index, search) : null),
    [offline, catalogue, search],
  );
  return {
    text,
    setText,
    search,
    results,
    offline,
    /** waiting for the server's answer (never while offline: the device's catalogue answers at once) */
    pending: !offline && results.isPending,
    variants: kept ?? results.data?.data ?? [],
  };
}
