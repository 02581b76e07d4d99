/** The patient manifest holds every SPEC §2 route of the area, with its permissions and fallback. */
import { join } from 'node:path';
import { routes } from './routes';

// SPEC §2: enrollment (public, token link), education (public), patient (ACCESS_SECURE_WEB_CHAT, else Lost).
const SPEC = [
  ['/enrollment', [], 'public'],
  ['/enrollment/need-help', [], 'public'],
  ['/enrollment/get-started', [], 'public'],
  ['/enrollment/verify-dob', [], 'public'],
  ['/enrollment/verify-phone', [], 'public'],
  ['/enrollment/info', [], 'public'],
  ['/enrollment/confirmation', [], 'public'],
  ['/enrollment/eula', [], 'public'],
  ['/enrollment/privacy-policy', [], 'public'],
  ['/enrollment/communication-policy', [], 'public'],
  ['/enrollment/finished', [], 'public'],
  ['/enrollment/not-found', [], 'public'],
  ['/article/:toId/:fromId', [], 'public'],
  ['/education/:id', [], 'public'],
  ['/patient', ['ACCESS_SECURE_WEB_CHAT'], 'lost'],
  ['/patient/secure-chat', ['ACCESS_SECURE_WEB_CHAT'], 'lost'],
] as const;

describe('patient route manifest', () => {
  it('is the patient area', () => {
    expect(routes.area).toBe('patient');
  });

  it('has exactly the SPEC routes, each with its permissions and access rule', () => {
    const actual = routes.routes.map((r) => [r.path, [...r.permissions].sort(), r.public ? 'public' : (r.fallback ?? 'unauthorized')]);
    expect(actual).toEqual(SPEC.map(([path, permissions, rule]) => [path, [...permissions].sort(), rule]));
  });

  it('gives every route a title', () => {
    for (const route of routes.routes) expect(route.title.trim()).not.toBe('');
  });

  it('is emitted unchanged as routes.json by the build', () => {
    const { loadRouteManifest } = require(join(__dirname, '../../infra/build/route-manifest.cjs'));
    expect(loadRouteManifest(join(__dirname, 'routes.ts'))).toEqual(routes);
  });
});
