/**
 * A list kept in local storage as JSON under `key`: the items `isItem` accepts, in stored order. A missing entry,
 * text that is not JSON or not an array reads as an empty list (a damaged entry must not stop the screen).
 */
export function readStoredList<T>(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  isItem: (value: unknown) => value is T,
): T[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}
