/**
 * Every route of the professional and admin areas' route manifests (the routes.json each remote
 * serves) with its parameters filled with real demo ids, and the first demo user allowed to see
 * it: the page-width sweep and the speed script visit the same plan.
 */
import type { APIRequestContext } from '@playwright/test';
import type { OutreachRun, Paged, PatientRow, SecuritySummary } from '@hearth/shared-kernel/domain';
import { can, type PermissionName, type RouteManifest } from '@hearth/shared-kernel/permissions';
import { stack } from '../stack';
import { careApiAs } from './care-api';
import { DEMO_PASSWORD, expect } from './fixtures';

/** Who visits a route: the first of these allowed to see it (in their first organisation). */
export const CONSOLE_USERS = ['dr.chen', 'dev.debug', 'review.first', 'privacy.park', 'admin.ortiz', 'partner.lee'] as const;
export type ConsoleUser = (typeof CONSOLE_USERS)[number];

async function securityOf(request: APIRequestContext, username: string): Promise<SecuritySummary> {
  const tokens = await (await request.post(`${stack.apiUrl}/auth/login`, { data: { username, password: DEMO_PASSWORD } })).json();
  const res = await request.get(`${stack.apiUrl}/security`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  return (await res.json()) as SecuritySummary;
}

export async function manifest(request: APIRequestContext, area: 'mf-patient' | 'mf-professional' | 'mf-admin'): Promise<RouteManifest> {
  const res = await request.get(`${stack.urls[area]}/routes.json`);
  expect(res.ok(), `${area} serves its route manifest`).toBe(true);
  return (await res.json()) as RouteManifest;
}

/** A route's path with its parameters filled in from `ids`; every parameter must have one. */
export function fill(path: string, ids: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (!ids[name]) throw new Error(`No id for :${name} in ${path}`);
    return ids[name];
  });
}

export interface ConsoleRoutes {
  /** Each route once, as its user visits it, in manifest order. */
  plan: { user: ConsoleUser; path: string }[];
  /** The demo patient the pages with a patient show (Marisol Vandermeer). */
  patientId: string;
}

export async function consoleRoutes(request: APIRequestContext): Promise<ConsoleRoutes> {
  const security = Object.fromEntries(await Promise.all(CONSOLE_USERS.map(async (u) => [u, await securityOf(request, u)] as const)));
  const held = (u: ConsoleUser) => Object.values(security[u].security)[0].permissions;
  const api = await careApiAs(request, 'dr.chen');
  const [marisol] = (await api.get<Paged<PatientRow>>('roster', { search: 'Vandermeer' })).results;
  const [outreach] = (await api.get<Paged<OutreachRun>>('programs/stayintouch/outreaches')).results;
  const adminOrg = Object.keys(security['admin.ortiz'].security)[0];
  const plan: ConsoleRoutes['plan'] = [];
  for (const area of ['mf-professional', 'mf-admin'] as const) {
    for (const route of (await manifest(request, area)).routes) {
      // The worklist's page asks for a review permission besides its route's.
      const user = route.path === '/professional/cde-review' ? 'review.first' : CONSOLE_USERS.find((u) => can(held(u), route.permissions as PermissionName[]));
      expect(user, `a demo user may see ${route.path}`).toBeDefined();
      // The admin area's :id is an organisation, but a user's id under /user-settings.
      const id = route.path.startsWith('/practice-admin') ? adminOrg : route.path.startsWith('/user-settings') ? security[user!].professionalId : marisol.id;
      plan.push({ user: user!, path: fill(route.path, { id, programId: 'stayintouch', outreachId: outreach.id }) });
    }
  }
  return { plan, patientId: marisol.id };
}
