/** SPEC §2 / §5: a trimmed, non-empty query goes to /search?q=…; an empty one goes to /search. */
export function searchPath(query: string): string {
  const trimmed = query.trim();
  return trimmed === '' ? '/search' : `/search?q=${encodeURIComponent(trimmed)}`;
}
