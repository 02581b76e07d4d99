/**
 * Who the session is: the organisations and permissions from GET /security (in localStorage),
 * the selected organisation, the user kind, and the facts the route guard and React read.
 */
import type { Bus } from '../bus';
import type { Organization, SecurityData, UserKind } from '../domain/entities';
import { PERMISSIONS } from '../permissions/codes';
import { userKind } from '../permissions/userKind';
import { STORAGE_KEYS as K, readJson, type StorageLike } from './storage';
import type { TokenStore } from './tokens';

export interface OrgSummary {
  id: string;
  name: string;
}

/** What React bindings render from; a plain value, cheap to compare. */
export interface SessionSnapshot {
  loggedIn: boolean;
  permissions: string[];
  kind: UserKind;
  orgs: OrgSummary[];
  selectedOrgId: string | null;
  email: string | null;
}

/** The session facts the SPEC §6 route guard decides on (decideRoute's input beside the route). */
export interface GuardFacts {
  loggedIn: boolean;
  permissions: readonly string[];
  orgIds: readonly string[];
  selectedOrgId: string | null;
  permissionsByOrg: Readonly<Record<string, readonly string[]>>;
}

export interface IdentityDeps {
  bus: Bus;
  local: () => StorageLike;
  tokens: TokenStore;
}

export type Identity = ReturnType<typeof createIdentity>;

export function createIdentity({ bus, local, tokens }: IdentityDeps) {
  const get = (key: string) => local().getItem(key);
  const set = (key: string, value: string | null) => (value === null ? local().removeItem(key) : local().setItem(key, value));

  const security = (): SecurityData => readJson<SecurityData>(local(), K.security, {});

  function orgIds(): string[] {
    const ids = Object.keys(security());
    if (ids.length > 0) return ids;
    return tokens.claims()?.orgIds?.map(String) ?? [];
  }

  function selectedOrgId(): string | null {
    const id = get(K.orgId);
    if (id && orgIds().includes(id)) return id;
    const ids = orgIds();
    return ids.length === 1 ? ids[0] : null;
  }

  function permissionsByOrg(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [id, org] of Object.entries(security())) out[id] = [...(org.permissions ?? [])];
    return out;
  }

  function permissions(): string[] {
    const id = selectedOrgId();
    return id ? [...(security()[id]?.permissions ?? [])] : [];
  }

  function allPermissions(): string[] {
    return [...new Set(Object.values(security()).flatMap((o) => o.permissions ?? []))];
  }

  function orgName(): string | null {
    const id = selectedOrgId();
    return id ? (security()[id]?.organizationName ?? get(K.orgName)) : null;
  }

  function selectOrg(orgId: string): boolean {
    const org = security()[orgId];
    if (!org) return false;
    set(K.orgId, orgId);
    set(K.orgName, org.organizationName);
    set(K.permissions, JSON.stringify(org.permissions ?? []));
    bus.session$.next({ type: 'org-selected', orgId });
    return true;
  }

  /** Stores security data; one organisation is selected automatically (SPEC §6). */
  function setSecurity(data: SecurityData, organizations?: Organization[]): void {
    set(K.security, JSON.stringify(data));
    if (organizations) set(K.organizations, JSON.stringify(organizations));
    const ids = Object.keys(data);
    const current = get(K.orgId);
    if (current && !ids.includes(current)) {
      set(K.orgId, null);
      set(K.orgName, null);
      set(K.permissions, null);
    }
    if (ids.length === 1) selectOrg(ids[0]);
  }

  function orgSummaries(): OrgSummary[] {
    return Object.entries(security()).map(([id, o]) => ({ id, name: o.organizationName }));
  }

  function kind(search = ''): UserKind {
    const perms = selectedOrgId() ? permissions() : allPermissions();
    return userKind({ patientToken: tokens.hasPatientToken(search), permissions: perms });
  }

  /**
   * What the route guard decides on. A visitor holding a patient token (stored, in its cookie or
   * on a secure link) and no professional session is a patient: signed in, with the secure-chat
   * permission alone. Whether that token still works is the API's to say (an expired one gets
   * the 'text Secure' page, not the professional login).
   */
  function guardFacts(search = ''): GuardFacts {
    if (!tokens.accessToken() && tokens.hasPatientToken(search)) {
      return { loggedIn: true, permissions: [PERMISSIONS.ACCESS_SECURE_WEB_CHAT], orgIds: [], selectedOrgId: null, permissionsByOrg: {} };
    }
    return { loggedIn: tokens.isLoggedIn(), permissions: permissions(), orgIds: orgIds(), selectedOrgId: selectedOrgId(), permissionsByOrg: permissionsByOrg() };
  }

  function snapshot(search = ''): SessionSnapshot {
    return {
      loggedIn: tokens.isLoggedIn(),
      permissions: permissions(),
      kind: kind(search),
      orgs: orgSummaries(),
      selectedOrgId: selectedOrgId(),
      email: tokens.email(),
    };
  }

  return {
    security,
    organizations: (): Organization[] => readJson<Organization[]>(local(), K.organizations, []),
    orgIds,
    selectedOrgId,
    orgName,
    permissions,
    allPermissions,
    permissionsByOrg,
    orgSummaries,
    selectOrg,
    setSecurity,
    kind,
    guardFacts,
    snapshot,
  };
}
