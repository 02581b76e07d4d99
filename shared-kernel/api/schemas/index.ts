/**
 * The input schemas of every call, by domain. Run-time zod: the API imports this; a browser
 * imports it as types only (see ../call.ts).
 */
export * from './common';
export * as patientSchemas from './patients';
export * as patientImportSchemas from './patientImports';
export * as programSchemas from './programs';
export * as broadcastSchemas from './broadcasts';
export * as taskSchemas from './tasks';
export * as metricsSchemas from './metrics';
export * as professionalSchemas from './professionals';
export * as organizationSchemas from './organizations';
export * as rosterPresetSchemas from './rosterPresets';
export * as invitationSchemas from './invitations';
export * as medicalHistorySchemas from './medicalHistory';
export * as voiceSchemas from './voice';
export * as healthSchemas from './health';
export * as flagSchemas from './flags';
export * as logSchemas from './logs';
export * as auditSchemas from './audit';
export * as outboxSchemas from './outbox';
export * as debugSchemas from './debug';
export * as authSchemas from './auth';
export * as ssoSchemas from './sso';
export * as enrollmentSchemas from './enrollment';
export * as educationSchemas from './education';
export * as eventSchemas from './events';
export * as conversationSchemas from './conversations';
export * as secureChatSchemas from './secureChat';
export * as smsSchemas from './sms';
export * as cdeSchemas from './cde';
export * as adminSchemas from './admin';
export * as userSettingsSchemas from './userSettings';
