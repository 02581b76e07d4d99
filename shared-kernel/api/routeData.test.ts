import { ENROLLMENT_FLOW } from '../domain/enrollment';
import { paths } from '../paths';
import { enrollmentLinkCalls } from './enrollment';
import { prefetchRouteData } from './routeData';

function started(pathname: string, search: string) {
  const prefetch = jest.fn();
  prefetchRouteData({ prefetch }, { pathname, search });
  return prefetch.mock.calls;
}

describe('prefetchRouteData', () => {
  it('starts the enrollment behind the link on every step of the flow that shows it', () => {
    for (const step of ENROLLMENT_FLOW.filter((s) => s !== 'finished')) {
      const url = new URL(paths.enrollment('tok en', step === 'features' ? undefined : step), 'http://x');
      expect(started(url.pathname, url.search)).toEqual([[enrollmentLinkCalls.lookup, { params: { token: 'tok en' } }]]);
    }
    expect(started('/enrollment/', '?token=t')).toHaveLength(1);
  });

  it('starts nothing without a token, on the finished and policy pages, or off the flow', () => {
    expect(started('/enrollment', '')).toEqual([]);
    for (const page of ['finished', 'eula', 'privacy-policy', 'not-found'] as const) expect(started(`/enrollment/${page}`, '?token=t')).toEqual([]);
    expect(started('/enrollment/approve', '?token=t')).toEqual([]);
    expect(started('/patient', '?link=t')).toEqual([]);
  });
});
