import type { RouteEntry } from './routes';

export interface RouteMatch<R extends { path: string } = RouteEntry> {
  route: R;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches one pattern exactly (react-router `:param` segments); trailing slashes are ignored. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i];
    const g = got[i];
    if (w.startsWith(':')) params[w.slice(1)] = decode(g);
    else if (w !== g) return undefined;
  }
  return params;
}

/** Static segments outrank parameters, as in react-router's ranking. */
function rank(pattern: string): number {
  return segments(pattern).reduce((score, s) => score + (s.startsWith(':') ? 1 : 3), 0);
}

/** The best route for a pathname: exact match, static segments preferred over `:param` ones. */
export function matchRoute<R extends { path: string } = RouteEntry>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R> | undefined {
  let best: RouteMatch<R> | undefined;
  let bestRank = -1;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    const r = rank(route.path);
    if (r > bestRank) {
      best = { route, params };
      bestRank = r;
    }
  }
  return best;
}
