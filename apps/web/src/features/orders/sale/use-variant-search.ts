import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { variantSearchQuery } from '../../products/api.ts';

/** The pause after the last key before a search goes out: a name typed at speed is one request. */
const TYPING_PAUSE_MS = 250;

/**
 * A search box's text and the variants it finds by name or SKU (the sale's search and the tiles' pin
 * search ask the same query, so a product found in one is found in the other).
 */
export function useVariantSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery(variantSearchQuery(search));
  return { text, setText, search, results, variants: results.data?.data ?? [] };
}
