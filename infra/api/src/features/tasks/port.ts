/**
 * The port of tasks: whether a task belongs to an organisation.
 * Other features import this module only, never the folder's other files.
 */
export { taskInOrg } from './queries';
