/**
 * The patient roster's view state: a server-side page (search, status filter, sort, paging) over
 * thousands of patients, the chosen columns and filter remembered per user, presets, and the
 * enrollment invitation. A newer request aborts the one before, so answers never arrive out of order.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { showToast } from '@hearth/shared-kernel/bus';
import type { RosterPatient } from '../../domain';
import type { RosterApi, RosterQuery } from './rosterApi';
import { ROSTER_PRESETS, type RosterPresetKey } from '@hearth/shared-kernel/domain';
import { pageQuery, type RosterColumnKey, type RosterFilter, type RosterViewStorage } from './rosterView';

export const ROSTER_LOAD_FAILED = 'Failed to load data';

export class RosterStore {
  filter: RosterFilter;
  columns: RosterColumnKey[];
  page = 1;
  items: RosterPatient[] = [];
  totalRecords = 0;
  /** The total was counted a moment ago rather than for this page: the table says "about N". */
  totalIsEstimate = false;
  loading = false;
  error: string | null = null;
  inviting = new Set<string>();
  private inFlight: AbortController | null = null;
  /** The last page's keyset cursors, and the one the current page was read from (if any). */
  private cursors: { next?: string; prev?: string } = {};
  private from: { after?: string; before?: string } = {};

  constructor(
    private readonly api: RosterApi,
    private readonly view: RosterViewStorage,
  ) {
    this.filter = view.filter();
    this.columns = view.columns();
    makeAutoObservable<RosterStore, 'api' | 'view' | 'inFlight' | 'cursors' | 'from'>(this, {
      api: false,
      view: false,
      inFlight: false,
      cursors: false,
      from: false,
    });
  }

  get query(): RosterQuery {
    return pageQuery(this.filter, this.page, this.from);
  }

  async load(): Promise<void> {
    this.inFlight?.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    this.loading = true;
    try {
      const answer = await this.api.roster(this.query, controller.signal);
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.items = answer.results;
        this.totalRecords = answer.totalRecords;
        this.totalIsEstimate = !!answer.totalIsEstimate;
        this.cursors = { next: answer.next, prev: answer.prev };
        this.error = null;
      });
    } catch {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.error = ROSTER_LOAD_FAILED;
      });
    } finally {
      if (this.inFlight === controller) {
        runInAction(() => {
          this.loading = false;
        });
        this.inFlight = null;
      }
    }
  }

  private change(patch: Partial<RosterFilter>, resetPage = true, from: RosterStore['from'] = {}): Promise<void> {
    this.filter = { ...this.filter, ...patch };
    if (resetPage) this.page = 1;
    this.from = from;
    this.view.saveFilter(this.filter);
    return this.load();
  }

  setSearch(searchValue: string): Promise<void> {
    return this.change({ searchValue });
  }

  setStatuses(enrollmentStatus: string[]): Promise<void> {
    return this.change({ enrollmentStatus, preset: null });
  }

  setLanguages(preferredLanguage: RosterFilter['preferredLanguage']): Promise<void> {
    return this.change({ preferredLanguage, preset: null });
  }

  setNeedsResponse(needsResponse: boolean): Promise<void> {
    return this.change({ needsResponse, preset: null });
  }

  setSort(sortKey: RosterFilter['sortKey'], sortDirection: RosterFilter['sortDirection']): Promise<void> {
    return this.change({ sortKey, sortDirection });
  }

  setPage(page: number, pageSize: number): Promise<void> {
    const resized = pageSize !== this.filter.pageSize;
    const target = resized ? 1 : page;
    const { next, prev } = this.cursors;
    const from = !resized && target === this.page + 1 && next ? { after: next } : !resized && target === this.page - 1 && prev ? { before: prev } : {};
    this.page = target;
    return this.change({ pageSize }, false, from);
  }

  applyPreset(key: RosterPresetKey): Promise<void> {
    const preset: { enrollmentStatus?: string; needsResponse?: boolean } | undefined = ROSTER_PRESETS[key]?.filter;
    if (!preset) return Promise.resolve();
    // Remembering the preset server-side is a convenience: the roster works without it.
    this.api.cachePreset(key).catch(() => undefined);
    return this.change({
      enrollmentStatus: preset.enrollmentStatus ? preset.enrollmentStatus.split(',') : [],
      preferredLanguage: [],
      needsResponse: preset.needsResponse ?? false,
      preset: key,
    });
  }

  /** The preset this user chose last time (kept server-side per professional and organisation). */
  async restorePreset(): Promise<void> {
    if (this.filter.preset) return;
    try {
      const key = await this.api.savedPreset();
      if (key && key in ROSTER_PRESETS) await this.applyPreset(key);
    } catch {
      // No saved preset: the defaults stand.
    }
  }

  setColumns(columns: RosterColumnKey[]): void {
    this.columns = columns.includes('name') ? columns : ['name', ...columns];
    this.view.saveColumns(this.columns);
  }

  async invite(patient: RosterPatient): Promise<void> {
    this.inviting.add(patient.id);
    try {
      await this.api.invite(patient.id);
      showToast({ header: 'Invitation sent', message: `${patient.firstName} ${patient.lastName} will receive an enrollment link by text.`, tone: 'success' });
      void this.load();
    } catch (error) {
      showToast({ header: 'The invitation was not sent', message: error instanceof Error ? error.message : 'Please try again later.', tone: 'error' });
    } finally {
      runInAction(() => this.inviting.delete(patient.id));
    }
  }
}
