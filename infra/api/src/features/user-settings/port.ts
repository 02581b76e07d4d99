/**
 * The port of user-settings: how other features tell professionals of something, by the channels each chose in their settings.
 * Other features import this module only, never the folder's other files.
 */
export { type UserNotifier } from './notify';
