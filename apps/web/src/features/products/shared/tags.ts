/** Tags typed as "promo, wax; summer": trimmed, blanks dropped, each once (ignoring case). */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(/[,;\n]/)) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLocaleLowerCase())) continue;
    seen.add(tag.toLocaleLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Lower case and without accents, so that "ete" finds "Été". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Every tag of `products`, each once (the first spelling met), in alphabetical order. */
export function tagsOf(products: readonly { tags?: readonly string[] | null }[]): string[] {
  const seen = new Map<string, string>();
  for (const product of products) {
    for (const tag of product.tags ?? []) if (!seen.has(folded(tag))) seen.set(folded(tag), tag);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * The known tags worth offering while `typed` is being typed: not chosen yet, containing what is typed
 * (accents and case aside), those starting with it first; at most `limit`.
 */
export function suggestTags(
  known: readonly string[],
  chosen: readonly string[],
  typed: string,
  limit = 8,
): string[] {
  const taken = new Set(chosen.map(folded));
  const wanted = folded(typed.trim());
  const open = known.filter((tag) => !taken.has(folded(tag)) && folded(tag).includes(wanted));
  const starts = open.filter((tag) => folded(tag).startsWith(wanted));
  const inside = open.filter((tag) => !folded(tag).startsWith(wanted));
  return [...starts, ...inside].slice(0, limit);
}
