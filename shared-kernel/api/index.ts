/**
 * The API's calls, declared once (see ./call.ts). Browsers make them with `http.call`; the API
 * serves them with `serve`. Pure: no runtime imports, so the API may take it too.
 */
export * from './access';
export * from './call';
export * from './patients';
export * from './patientImports';
export * from './programs';
export * from './broadcasts';
export * from './tasks';
export * from './metrics';
export * from './professionals';
export * from './organizations';
export * from './rosterPresets';
export * from './invitations';
export * from './medicalHistory';
export * from './voice';
export * from './health';
export * from './flags';
export * from './logs';
export * from './audit';
export * from './outbox';
export * from './debug';
export * from './auth';
export * from './sso';
export * from './enrollment';
export * from './education';
export * from './events';
export * from './conversations';
export * from './secureChat';
export * from './sms';
export * from './cde';
export * from './admin';
export * from './userSettings';
export * from './routeData';
