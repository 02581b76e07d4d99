/** Test helpers for every package's tests; never part of a build (see infra/build/shared-singletons.cjs). */
export * from './jwt';
export * from './session';
export * from './area';
