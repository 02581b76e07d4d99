/**
 * The data a route's first screen cannot show without, declared by route: the host starts the
 * call from the page's URL as the page loads (`http.prefetch`), beside the area's code instead of
 * after it, and the page's own call of it takes that answer. Public GETs only: their answer
 * depends on the URL alone.
 */
import { ENROLLMENT_FLOW } from '../domain/enrollment';
import type { HttpClient } from '../http/client';
import { paths } from '../paths';
import { enrollmentLinkCalls } from './enrollment';

type StartData = (client: Pick<HttpClient, 'prefetch'>, query: URLSearchParams) => void;

/** The enrollment behind the link, which every step of the flow shows (the finished page asks for none). */
const enrollmentBehindLink: StartData = (client, query) => {
  const token = query.get('token');
  if (token) client.prefetch(enrollmentLinkCalls.lookup, { params: { token } });
};

/** A route's path (no query) and the calls its first screen needs. */
export const ROUTE_DATA: ReadonlyMap<string, StartData> = new Map(
  ENROLLMENT_FLOW.filter((step) => step !== 'finished').map((step) => [
    paths.enrollment('', step === 'features' ? undefined : step).split('?')[0],
    enrollmentBehindLink,
  ]),
);

/** Starts the data of the page at this location, when its route declares any. */
export function prefetchRouteData(client: Pick<HttpClient, 'prefetch'>, location: { pathname: string; search: string }): void {
  ROUTE_DATA.get(location.pathname.replace(/(.)\/+$/, '$1'))?.(client, new URLSearchParams(location.search));
}
