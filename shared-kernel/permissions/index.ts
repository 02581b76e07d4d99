export * from './codes';
export * from './routes';
export * from './can';
export * from './userKind';
export * from './homePath';
export * from './matchRoute';
export * from './decideRoute';
