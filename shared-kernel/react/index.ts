export * from './useObservable';
export * from './useCloseOnLogout';
export * from './useSession';
export * from './Can';
export * from './RouteGuard';
export * from './DisabledFeatureNotice';
export * from './router';
export * from './area';
