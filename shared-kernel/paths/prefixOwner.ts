/**
 * Which of several owners of URL prefixes (the areas) owns a path: the longest matching prefix
 * wins, so '/enrollment/approve' can belong to another area than '/enrollment'. The host decides
 * with it which area a page is, and its server which area's code a page will surely need.
 */

/** '/programs' owns '/programs' and '/programs/x', not '/programsx'. */
export function underPrefix(pathname: string, prefix: string): boolean {
  const p = prefix.replace(/\/+$/, '');
  return pathname === p || pathname.startsWith(`${p}/`);
}

export function prefixOwner<T extends { prefixes: readonly string[] }>(owners: readonly T[], pathname: string): { owner: T; prefix: string } | undefined {
  let best: { owner: T; prefix: string } | undefined;
  for (const owner of owners) {
    for (const prefix of owner.prefixes) {
      if (underPrefix(pathname, prefix) && (!best || prefix.length > best.prefix.length)) best = { owner, prefix };
    }
  }
  return best;
}

/** The owner of `pathname` when the prefix it owns it by is one of its public ones (no guard can refuse it). */
export function publicPrefixOwner<T extends { prefixes: readonly string[]; publicPrefixes?: readonly string[] }>(
  owners: readonly T[],
  pathname: string,
): T | undefined {
  const found = prefixOwner(owners, pathname);
  return found && found.owner.publicPrefixes?.includes(found.prefix) ? found.owner : undefined;
}
