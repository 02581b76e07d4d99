/**
 * The port of admin: the practice's settings and its task-assignment rules, read by programs and tasks.
 * Other features import this module only, never the folder's other files.
 */
export { practiceSettings } from './queries';
export { assigneeByRules } from './task-rules';
