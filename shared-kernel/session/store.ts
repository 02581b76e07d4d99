/**
 * The session: tokens, organisations and permissions in browser storage, refresh and logout.
 * One instance per page (the kernel singleton); state lives in storage, so a reload keeps it.
 * Built from three parts: the tokens, the identity they stand for, and the calls (flows).
 */
import type { Bus } from '../bus';
import type { KernelConfig } from '../config';
import type { Organization, SecurityData } from '../domain/entities';
import { createFlows } from './flows';
import { createIdentity } from './identity';
import { browserLocalStorage, browserSessionStorage, type StorageLike } from './storage';
import { createTokenStore } from './tokens';

export type { SecurityAnswer } from './flows';
export type { GuardFacts, OrgSummary, SessionSnapshot } from './identity';

export interface SessionDeps {
  bus: Bus;
  config: () => KernelConfig;
  fetch?: () => typeof fetch;
  local?: () => StorageLike;
  tab?: () => StorageLike;
  now?: () => number;
}

export type Session = ReturnType<typeof createSession>;

export function createSession(deps: SessionDeps) {
  const local = deps.local ?? browserLocalStorage;
  const tokens = createTokenStore({ local, tab: deps.tab ?? browserSessionStorage, now: deps.now ?? (() => Date.now()) });
  const identity = createIdentity({ bus: deps.bus, local, tokens });
  const flows = createFlows({
    bus: deps.bus,
    config: deps.config,
    fetch: deps.fetch,
    tokens,
    identity,
  });

  return {
    get accessToken(): string | null {
      return tokens.accessToken();
    },
    get refreshToken(): string | null {
      return tokens.refreshToken();
    },
    get idToken(): string | null {
      return tokens.idToken();
    },
    get zeusToken(): string | null {
      return tokens.zeusToken();
    },
    get orgId(): string | null {
      return identity.selectedOrgId();
    },
    get orgName(): string | null {
      return identity.orgName();
    },
    get organizations(): Organization[] {
      return identity.organizations();
    },
    get security(): SecurityData {
      return identity.security();
    },
    claims: tokens.claims,
    setZeusToken: tokens.setZeusToken,
    isLoggedIn: tokens.isLoggedIn,
    isAccessExpired: tokens.isAccessExpired,
    hasPatientToken: tokens.hasPatientToken,
    email: tokens.email,
    setTokens: tokens.setTokens,
    guardFacts: identity.guardFacts,
    orgIds: identity.orgIds,
    permissions: identity.permissions,
    allPermissions: identity.allPermissions,
    permissionsByOrg: identity.permissionsByOrg,
    orgSummaries: identity.orgSummaries,
    kind: identity.kind,
    snapshot: identity.snapshot,
    setSecurity: identity.setSecurity,
    selectOrg: identity.selectOrg,
    start: flows.start,
    login: flows.login,
    completeLogin: flows.completeLogin,
    refresh: flows.refresh,
    logout: flows.logout,
  };
}
