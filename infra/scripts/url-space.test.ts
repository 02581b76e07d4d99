/**
 * The URL space is declared once, by the areas' route manifests. The static server's prefixes
 * derive from them, and the kernel's path helpers must land on them: this fails when a manifest,
 * a helper or a prefix drifts from the others. (Each area's screens keys are checked against its
 * manifest in its own screens test.)
 */
import {
  ENROLLMENT_STEPS,
  PATIENT_SETTINGS_PAGES,
  PRACTICE_ADMIN_PAGES,
  PROFESSIONAL_PAGES,
  PROGRAM_PAGES,
  USER_SETTINGS_TABS,
  paths,
} from '../../shared-kernel/paths';
import { prefixOwner, publicPrefixOwner } from '../../shared-kernel/paths/prefixOwner';
import { matchRoute } from '../../shared-kernel/permissions/matchRoute';
import type { RouteManifest } from '../../shared-kernel/permissions/routes';
import { areaPrefixes } from './area-prefixes';
import { manifests, stackConfig } from './stack-config';

const { remotes } = stackConfig({});
const pathnameOf = (url: string) => new URL(url, 'https://hearth.test').pathname;
const sampleUrl = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`);

/** Every URL the kernel's helpers can build into an area. */
const helperUrls = [
  paths.patient(),
  paths.patient('secure-chat'),
  paths.enrollment('t'),
  ...ENROLLMENT_STEPS.map((step) => paths.enrollment('t', step)),
  paths.enrollmentApprove(),
  paths.enrollmentInfo('p'),
  paths.article(1, 2),
  paths.education(3),
  paths.professional(),
  ...PROFESSIONAL_PAGES.map((page) => paths.professional(page)),
  ...PATIENT_SETTINGS_PAGES.map((page) => paths.patientSettings(page, 4)),
  paths.userSettings(5),
  ...USER_SETTINGS_TABS.map((tab) => paths.userSettings(5, tab)),
  paths.practiceAdmin(),
  paths.practiceAdmin(6),
  ...PRACTICE_ADMIN_PAGES.map((page) => paths.practiceAdmin(6, page)),
  paths.programs(),
  ...PROGRAM_PAGES.map((page) => paths.program('p7', page)),
  paths.outreach('p7', 8),
].map(pathnameOf);

/** The host's own pages: no area may claim them. */
const hostUrls = [paths.home(), paths.login(), paths.logout(), paths.organizations(), paths.unauthorized(), paths.lost()].map(pathnameOf);

const areaOf = (pathname: string) => manifests.filter((m) => matchRoute(m.routes, pathname)).map((m) => m.area);

describe('the URL space', () => {
  it.each(manifests.flatMap((m) => m.routes.map((r) => [r.path, m.area, r.public === true] as const)))(
    '%s is served to the %s area by the static server prefixes (public: %s)',
    (path, area, isPublic) => {
      const url = sampleUrl(path);
      expect(prefixOwner(remotes, url)?.owner.area).toBe(area);
      expect(publicPrefixOwner(remotes, url)?.area).toBe(isPublic ? area : undefined);
    },
  );

  it.each(helperUrls)('the kernel path %s is a route of exactly one area, the one its prefix names', (pathname) => {
    const areas = areaOf(pathname);
    expect(areas).toHaveLength(1);
    expect(prefixOwner(remotes, pathname)?.owner.area).toBe(areas[0]);
  });

  it('has a kernel path helper for every manifest route', () => {
    const reached = new Set(helperUrls.flatMap((url) => manifests.map((m) => matchRoute(m.routes, url)?.route.path)));
    const missing = manifests.flatMap((m) => m.routes.map((r) => r.path)).filter((path) => !reached.has(path));
    expect(missing).toEqual([]);
  });

  it.each(hostUrls)("leaves the host's page %s to the host", (pathname) => {
    expect(areaOf(pathname)).toEqual([]);
    expect(prefixOwner(remotes, pathname)).toBeUndefined();
  });
});

describe('areaPrefixes', () => {
  const manifest = (area: RouteManifest['area'], ...paths: [string, boolean?][]): RouteManifest => ({
    area,
    routes: paths.map(([path, isPublic]) => ({ path, title: path, permissions: [], ...(isPublic ? { public: true } : {}) })),
  });

  it('gives a route inside another area’s segment its own static part, and marks all-public prefixes', () => {
    const prefixes = areaPrefixes([
      manifest('patient', ['/enrollment', true], ['/enrollment/info', true], ['/patient']),
      manifest('professional', ['/enrollment/approve/:id'], ['/programs/:programId/roster']),
    ]);
    expect(prefixes.get('patient')).toEqual({ prefixes: ['/enrollment', '/patient'], publicPrefixes: ['/enrollment'] });
    expect(prefixes.get('professional')).toEqual({ prefixes: ['/enrollment/approve', '/programs'], publicPrefixes: [] });
  });

  it('refuses a segment two areas share when neither has a route at it', () => {
    expect(() => areaPrefixes([manifest('patient', ['/shared/a']), manifest('admin', ['/shared/b'])])).toThrow(
      'no area owns /shared: give one of them a route at /shared',
    );
  });
});
