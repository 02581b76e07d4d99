import type { AppConfig, AppFlag } from '../domain/entities';

/** SPEC §6: on when enabled globally, or when the user's e-mail is in the bypass list (case-insensitive). */
export function isFlagOn(config: AppConfig | null | undefined, flag: AppFlag, email?: string | null): boolean {
  if (!config) return false;
  if (config.flags?.[flag] === true) return true;
  if (!email) return false;
  const wanted = email.trim().toLowerCase();
  return (config.bypassUserList ?? []).some((e) => typeof e === 'string' && e.trim().toLowerCase() === wanted);
}
