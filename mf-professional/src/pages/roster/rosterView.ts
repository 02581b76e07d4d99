/**
 * What the roster remembers per user: the chosen columns and the filter, in the kernel's two
 * storage keys that the host clears at idle logout (hearth.roster.columns, hearth.roster.filter).
 * Each value names its user, so a colleague on the same browser starts from the defaults.
 */
import { LIST_PAGE_SIZE } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import { STORAGE_KEYS, browserLocalStorage, readJson, session, type StorageLike } from '@hearth/shared-kernel/session';
import type { RosterQuery } from './rosterApi';
import type { RosterPresetKey, RosterSortKey } from '../../domain';

export const ROSTER_COLUMNS = [
  { key: 'name', label: 'Name', required: true },
  { key: 'dateOfBirth', label: 'Date of birth' },
  { key: 'smsPhoneNumber', label: 'Mobile' },
  { key: 'enrollmentStatus', label: 'Enrollment' },
  { key: 'preferredLanguage', label: 'Language' },
  { key: 'needsResponse', label: 'Needs response' },
  { key: 'orgName', label: 'Organization' },
  { key: 'lastContactAt', label: 'Last contact' },
] as const;
export type RosterColumnKey = (typeof ROSTER_COLUMNS)[number]['key'];
export const DEFAULT_COLUMNS: RosterColumnKey[] = ['name', 'dateOfBirth', 'smsPhoneNumber', 'enrollmentStatus', 'preferredLanguage', 'needsResponse', 'lastContactAt'];

export interface RosterFilter {
  searchValue: string;
  enrollmentStatus: string[];
  preferredLanguage: Language[];
  needsResponse: boolean;
  sortKey: RosterSortKey;
  sortDirection: 'ASC' | 'DESC';
  pageSize: number;
  preset: RosterPresetKey | null;
}

export const DEFAULT_FILTER: RosterFilter = {
  searchValue: '',
  enrollmentStatus: [],
  preferredLanguage: [],
  needsResponse: false,
  sortKey: 'lastName',
  sortDirection: 'ASC',
  pageSize: LIST_PAGE_SIZE,
  preset: null,
};

interface Saved<T> {
  user: string;
  value: T;
}

export interface RosterViewStorage {
  columns(): RosterColumnKey[];
  filter(): RosterFilter;
  saveColumns(columns: RosterColumnKey[]): void;
  saveFilter(filter: RosterFilter): void;
}

export function rosterViewStorage(user: string, storage: StorageLike = browserLocalStorage()): RosterViewStorage {
  function read<T>(key: string, fallback: T): T {
    const saved = readJson<Saved<T> | null>(storage, key, null);
    return saved && saved.user === user ? saved.value : fallback;
  }
  function write<T>(key: string, value: T): void {
    try {
      storage.setItem(key, JSON.stringify({ user, value } satisfies Saved<T>));
    } catch {
      // A full or refused storage only loses the remembered view.
    }
  }
  const known = new Set<string>(ROSTER_COLUMNS.map((c) => c.key));
  return {
    columns: () => {
      const cols = read<string[]>(STORAGE_KEYS.rosterColumns, DEFAULT_COLUMNS).filter((c) => known.has(c)) as RosterColumnKey[];
      return cols.includes('name') ? cols : ['name', ...cols];
    },
    filter: () => ({ ...DEFAULT_FILTER, ...read<Partial<RosterFilter>>(STORAGE_KEYS.rosterFilter, {}) }),
    saveColumns: (columns) => write(STORAGE_KEYS.rosterColumns, columns),
    saveFilter: (filter) => write(STORAGE_KEYS.rosterFilter, filter),
  };
}

/** Whose view the roster remembers: the signed-in professional. */
export function rosterUser(): string {
  return session.claims()?.professionalId ?? session.email() ?? 'anonymous';
}

/**
 * The page a filter asks for: one page on from the last by its keyset cursor (the server reads
 * from there, however deep), any other page by skip.
 */
export function pageQuery(filter: RosterFilter, page: number, from: { after?: string; before?: string } = {}): RosterQuery {
  return {
    searchValue: filter.searchValue.trim() || undefined,
    enrollmentStatus: filter.enrollmentStatus,
    preferredLanguage: filter.preferredLanguage,
    needsResponse: filter.needsResponse || undefined,
    sortKey: filter.sortKey,
    sortDirection: filter.sortDirection,
    take: filter.pageSize,
    ...(from.after || from.before ? { skip: 0, ...from } : { skip: (page - 1) * filter.pageSize }),
  };
}
