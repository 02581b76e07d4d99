/**
 * The enrollment pages in component tests: the area opened on a page of a stand-in enrollment's link,
 * with a fresh session and enrollment before each test and the stand-in stopped after it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { AreaRoot } from '../AreaRoot';
import { resetEnrollmentStore } from '../components/enrollment/enrollmentStore';
import { serveEnrollment, type FakeEnrollment } from './fakeEnrollmentServer';
import { resetSession } from './session';

let stopServer: () => void = () => undefined;

/** Serves the enrollment and opens the area at `path`, with the link's token. */
export function openEnrollment(e: FakeEnrollment, path: string) {
  stopServer = serveEnrollment(e);
  window.history.replaceState(null, '', `${path}?token=${e.token}`);
  return render(<AreaRoot />);
}

/** Stops the stand-in the last page was opened on (before opening another in the same test). */
export function stopEnrollmentServer(): void {
  stopServer();
}

/** Resolves once the enrollment has loaded (the frame shows "Loading" until then). */
export async function enrollmentLoaded(): Promise<void> {
  await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
}

/** Called once at the top of a test file: a fresh session and enrollment before each test, the stand-in stopped after. */
export function setUpEnrollmentPages(): void {
  beforeEach(() => {
    resetSession();
    resetEnrollmentStore();
  });
  afterEach(() => stopServer());
}
