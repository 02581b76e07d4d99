/**
 * The conversation list (SPEC §4): direct, system or closed conversations (closed fetched with
 * status closed, the others active), sorted by needs_response or another key, 20 per page,
 * searched and filtered by organisation; optionally one patient's only. The next or previous page
 * is asked for by the server's keyset cursor (cheap however deep); a jump to another page by skip.
 * A large list's total is the server's recent count, shown as "about N".
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { CONVERSATIONS_PAGE_SIZE } from '@hearth/shared-kernel/domain';
import { totalText } from '@hearth/shared-kernel/rules';
import type { ConversationSummary } from '../../domain';
import type { ConversationQuery, ConversationSortKey, ConversationType, ConversationsApi } from './conversationsApi';

const CONVERSATIONS_LOAD_FAILED = 'Could not get active conversations. Please try again later.';

export class ConversationListStore {
  type: ConversationType = 'direct';
  sortKey: ConversationSortKey = 'needs_response';
  searchValue = '';
  orgIds: string[] = [];
  page = 1;
  items: ConversationSummary[] = [];
  totalRecords = 0;
  totalIsEstimate = false;
  /** Cursors of the loaded page's neighbours, when the server gave them. */
  next: string | undefined = undefined;
  prev: string | undefined = undefined;
  /** How the current page is reached: by a neighbour's cursor, or (none) by skip. */
  private cursor: { after: string } | { before: string } | null = null;
  loading = false;
  error: string | null = null;
  private requestSeq = 0;

  constructor(
    private readonly api: ConversationsApi,
    readonly patientId?: string,
  ) {
    makeAutoObservable<ConversationListStore, 'api' | 'requestSeq' | 'cursor'>(this, { api: false, requestSeq: false, patientId: false, cursor: false });
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
      ...this.cursor,
    };
  }

  /** The total as shown: exact, or "about N" when the server counted it a moment ago. */
  get totalText(): string {
    return totalText(this.totalRecords, this.totalIsEstimate);
  }

  /** Loads the current page; a slower earlier answer never overwrites a newer one. */
  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    this.loading = true;
    try {
      let answer;
      try {
        answer = await this.api.conversations(this.query);
      } catch (error) {
        // A cursor the server no longer takes: the same page by skip.
        if (!this.cursor) throw error;
        this.cursor = null;
        answer = await this.api.conversations(this.query);
      }
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.items = answer.results;
        this.totalRecords = answer.totalRecords;
        this.totalIsEstimate = answer.totalIsEstimate === true;
        this.next = answer.next;
        this.prev = answer.prev;
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
    this.cursor = null;
    this.page = 1;
    return this.load();
  }

  setSort(sortKey: ConversationSortKey): Promise<void> {
    this.sortKey = sortKey;
    this.cursor = null;
    this.page = 1;
    return this.load();
  }

  setSearch(value: string): Promise<void> {
    this.searchValue = value;
    this.cursor = null;
    this.page = 1;
    return this.load();
  }

  setOrgs(orgIds: string[]): Promise<void> {
    this.orgIds = orgIds;
    this.cursor = null;
    this.page = 1;
    return this.load();
  }

  /** One page on or back goes by the loaded page's cursor; a jump further goes by skip. */
  setPage(page: number): Promise<void> {
    if (page === this.page + 1 && this.next) this.cursor = { after: this.next };
    else if (page === this.page - 1 && this.prev && page > 1) this.cursor = { before: this.prev };
    else this.cursor = null;
    this.page = page;
    return this.load();
  }

  /** The patient's active conversation, when the loaded list shows one. */
  activeFor(patientId: string): ConversationSummary | undefined {
    return this.items.find((c) => c.patientId === patientId && c.status === 'active');
  }
}
