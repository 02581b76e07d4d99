import { matchPath, matchRoute } from './matchRoute';
import type { RouteEntry } from './routes';

const r = (path: string): RouteEntry => ({ path, title: path, permissions: [] });

describe('matchPath', () => {
  it('matches static paths exactly', () => {
    expect(matchPath('/professional/roster', '/professional/roster')).toEqual({});
    expect(matchPath('/professional/roster', '/professional/roster/extra')).toBeUndefined();
    expect(matchPath('/professional/roster', '/professional')).toBeUndefined();
  });
  it('tolerates a trailing slash on either side', () => {
    expect(matchPath('/enrollment/approve/', '/enrollment/approve')).toEqual({});
    expect(matchPath('/programs', '/programs/')).toEqual({});
  });
  it('captures and decodes :param segments', () => {
    expect(matchPath('/patient-settings/general-info/:id', '/patient-settings/general-info/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/article/:toId/:fromId', '/article/1/2')).toEqual({ toId: '1', fromId: '2' });
  });
  it('keeps a malformed escape as typed', () => {
    expect(matchPath('/education/:id', '/education/%E0')).toEqual({ id: '%E0' });
  });
  it('matches the root', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/x')).toBeUndefined();
  });
});

describe('matchRoute', () => {
  const routes = [r('/programs/:programId/overview'), r('/programs/:programId/:page'), r('/programs/stayintouch/practice'), r('/programs')];

  it('prefers static segments over parameters', () => {
    expect(matchRoute(routes, '/programs/stayintouch/practice')?.route.path).toBe('/programs/stayintouch/practice');
    expect(matchRoute(routes, '/programs/7/overview')?.route.path).toBe('/programs/:programId/overview');
    expect(matchRoute(routes, '/programs/7/roster')).toEqual({ route: routes[1], params: { programId: '7', page: 'roster' } });
  });
  it('answers undefined when nothing matches', () => {
    expect(matchRoute(routes, '/nowhere')).toBeUndefined();
  });
});
