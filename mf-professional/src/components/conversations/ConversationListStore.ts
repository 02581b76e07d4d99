/**
 * The conversation list (SPEC §4): direct, system or closed conversations (closed fetched with
 * status closed, the others active), sorted by needs_response or another key, 20 per page,
 * searched and filtered by organisation; optionally one patient's only.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { CONVERSATIONS_PAGE_SIZE } from '@hearth/shared-kernel/domain';
import type { ConversationSummary } from '../../domain';
import type { ConversationQuery, ConversationSortKey, ConversationType, ConversationsApi } from './conversationsApi';

export const CONVERSATIONS_LOAD_FAILED = 'Could not get active conversations. Please try again later.';

export class ConversationListStore {
  type: ConversationType = 'direct';
  sortKey: ConversationSortKey = 'needs_response';
  searchValue = '';
  orgIds: string[] = [];
  page = 1;
  items: ConversationSummary[] = [];
  totalRecords = 0;
  loading = false;
  error: string | null = null;
  private requestSeq = 0;

  constructor(
    private readonly api: ConversationsApi,
    readonly patientId?: string,
  ) {
    makeAutoObservable<ConversationListStore, 'api' | 'requestSeq'>(this, { api: false, requestSeq: false, patientId: false });
  }

  get query(): ConversationQuery {
    return {
      type: this.type,
      searchValue: this.searchValue.trim() || undefined,
      filterByOrgIds: this.orgIds,
      patientId: this.patientId,
      sortKey: this.sortKey,
      sortDirection: 'DESC',
      skip: (this.page - 1) * CONVERSATIONS_PAGE_SIZE,
      take: CONVERSATIONS_PAGE_SIZE,
    };
  }

  /** Loads the current page; a slower earlier answer never overwrites a newer one. */
  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    this.loading = true;
    try {
      const answer = await this.api.conversations(this.query);
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.items = answer.results;
        this.totalRecords = answer.totalRecords;
        this.error = null;
      });
    } catch {
      runInAction(() => {
        if (seq === this.requestSeq) this.error = CONVERSATIONS_LOAD_FAILED;
      });
    } finally {
      runInAction(() => {
        if (seq === this.requestSeq) this.loading = false;
      });
    }
  }

  setType(type: ConversationType): Promise<void> {
    this.type = type;
    this.page = 1;
    return this.load();
  }

  setSort(sortKey: ConversationSortKey): Promise<void> {
    this.sortKey = sortKey;
    this.page = 1;
    return this.load();
  }

  setSearch(value: string): Promise<void> {
    this.searchValue = value;
    this.page = 1;
    return this.load();
  }

  setOrgs(orgIds: string[]): Promise<void> {
    this.orgIds = orgIds;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  /** The patient's active conversation, when the loaded list shows one. */
  activeFor(patientId: string): ConversationSummary | undefined {
    return this.items.find((c) => c.patientId === patientId && c.status === 'active');
  }
}
