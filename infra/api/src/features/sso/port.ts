/**
 * The port of sso: what other features and the wiring use of single sign-on: whether a professional may still sign in with a password, and the demo's provider settings.
 * Other features import this module only, never the folder's other files.
 */
export { passwordSignInRefused, saveSsoIfAbsent } from './queries';
