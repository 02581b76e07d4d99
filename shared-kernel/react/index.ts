export * from './useObservable';
export * from './useSession';
export * from './Can';
export * from './RouteGuard';
export * from './toastStore';
export * from './ToastOutlet';
export * from './DisabledFeatureNotice';
export * from './router';
