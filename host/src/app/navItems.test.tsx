import { render, screen, within } from '@testing-library/react';
import { PERMISSIONS as P } from '@hearth/shared-kernel/permissions';
import { MainNav } from './MainNav';
import { NAV_ITEMS, visibleNavItems } from './navItems';

const labels = (held: string[]) => visibleNavItems(held).map((i) => i.label);

describe('navigation by permission', () => {
  it('shows nothing to a user without permissions', () => {
    expect(labels([])).toEqual([]);
  });

  it('shows a physician the professional and programs areas, not admin or the debugger', () => {
    const physician = [P.VIEW_PROGRAMS, P.VIEW_PATIENT, P.VIEW_TASK, P.VIEW_USER_ROSTER, P.ACCESS_EVENT_TRIGGER];
    expect(labels(physician)).toEqual(['Patient view', 'Dashboard', 'Patient roster', 'Care team', 'Tasks', 'Events', 'Programs']);
  });

  it('adds Broadcast, Practice admin and Debugger only with their permissions', () => {
    expect(labels([P.CAN_ACCESS_BROADCAST_MESSAGING])).toEqual(['Broadcast']);
    expect(labels([P.MODIFY_ORGANIZATION])).toEqual(['Practice admin']);
    expect(labels([P.ACCESS_DEBUGGER])).toEqual(['Debugger']);
  });

  it('shows the CDE review worklist to a reviewer of either level, not to other professionals', () => {
    for (const review of [P.REVIEW_CDE_REQUEST, P.REVIEW_CDE_REQUEST_FIRST, P.REVIEW_CDE_REQUEST_SECOND]) {
      expect(labels([P.VIEW_PATIENT, review])).toEqual(['Patient roster', 'CDE review']);
    }
    expect(labels([P.VIEW_PATIENT, P.ADD_CDE_REQUEST])).toEqual(['Patient roster']);
    expect(labels([P.REVIEW_CDE_REQUEST])).toEqual([]);
  });

  it('adds the access report of the selected organisation with VIEW_AUDIT', () => {
    expect(visibleNavItems([P.VIEW_AUDIT], 'org-1').map((i) => [i.label, i.to])).toEqual([['Access report', '/practice-admin/org-1/access-report']]);
    // No organisation selected yet: no link to guess one.
    expect(visibleNavItems([P.VIEW_AUDIT], null)).toEqual([]);
    expect(visibleNavItems([P.VIEW_PATIENT], 'org-1').map((i) => i.label)).toEqual(['Patient roster']);
  });

  it('links each item to its SPEC route', () => {
    const to = Object.fromEntries(NAV_ITEMS.map((i) => [i.label, i.to]));
    expect(to).toMatchObject({
      'Patient view': '/professional',
      'Care team': '/professional/roster-professional',
      Broadcast: '/professional/broadcast-message',
      'Practice admin': '/practice-admin',
      Debugger: '/professional/dbugga',
      Programs: '/programs',
    });
  });

  it('renders a labelled navigation landmark marking the current page', () => {
    window.history.replaceState(null, '', '/professional/tasks');
    render(<MainNav permissions={[P.VIEW_PROGRAMS, P.VIEW_TASK]} open={false} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Patient view', 'Dashboard', 'Tasks', 'Programs']);
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    // The patient view is the parent of every professional page, but only current on its own.
    expect(within(nav).getByRole('link', { name: 'Patient view' })).not.toHaveAttribute('aria-current');
  });
});
