/** The conversation list with its type, sort, search and organisation controls and paging. */
import { observer } from 'mobx-react-lite';
import Alert from 'antd/es/alert';
import Badge from 'antd/es/badge';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { CONVERSATIONS_PAGE_SIZE, formatDateTime } from '@hearth/shared-kernel/domain';
import type { OrgSummary } from '@hearth/shared-kernel/session';
import type { ConversationSummary } from '../../domain';
import type { ConversationListStore } from './ConversationListStore';
import type { ConversationSortKey, ConversationType } from './conversationsApi';

export interface ConversationListProps {
  store: ConversationListStore;
  selectedId: string | null;
  onSelect(conversation: ConversationSummary): void;
  orgs: OrgSummary[];
}

const SORTS: { value: ConversationSortKey; label: string }[] = [
  { value: 'needs_response', label: 'Needs response first' },
  { value: 'last_message_at', label: 'Latest message' },
  { value: 'created_at', label: 'Newest conversation' },
  { value: 'patient_name', label: 'Patient name' },
];

export const ConversationList = observer(function ConversationList({ store, selectedId, onSelect, orgs }: ConversationListProps) {
  return (
    <section className="pro-convo-list hearth-print-hidden" aria-label="Conversations">
      <Segmented<ConversationType>
        block
        aria-label="Conversation type"
        value={store.type}
        onChange={(t) => void store.setType(t)}
        options={[
          { value: 'direct', label: 'Direct' },
          { value: 'system', label: 'System' },
          { value: 'closed', label: 'Closed' },
        ]}
      />
      {store.patientId ? null : (
        <Input.Search
          aria-label="Search conversations"
          placeholder="Search patient or subject"
          allowClear
          defaultValue={store.searchValue}
          onSearch={(v) => void store.setSearch(v)}
        />
      )}
      <div className="pro-toolbar">
        <Select<ConversationSortKey>
          aria-label="Sort conversations"
          value={store.sortKey}
          onChange={(k) => void store.setSort(k)}
          options={SORTS}
          style={{ minWidth: 180 }}
        />
        {orgs.length > 1 ? (
          <Select<string[]>
            aria-label="Filter by organization"
            mode="multiple"
            allowClear
            placeholder="All organizations"
            value={store.orgIds}
            onChange={(ids) => void store.setOrgs(ids)}
            options={orgs.map((o) => ({ value: o.id, label: o.name }))}
            style={{ minWidth: 180, flex: 1 }}
          />
        ) : null}
      </div>
      {store.error ? <Alert type="error" showIcon title={store.error} /> : null}
      {store.loading && store.items.length === 0 ? (
        <div role="status" className="pro-loading">
          <Spin size="small" /> Loading conversations…
        </div>
      ) : store.items.length === 0 && !store.error ? (
        <Empty description={store.type === 'closed' ? 'No closed conversations.' : 'No conversations here yet.'} />
      ) : (
        <ul className="pro-convo-items" aria-busy={store.loading}>
          {store.items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`pro-convo-item${c.id === selectedId ? ' pro-convo-item--selected' : ''}`}
                aria-current={c.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(c)}
                data-conversation-id={c.id}
              >
                <span className="pro-convo-item__top">
                  <strong>{c.patientName}</strong>
                  {c.needsResponse ? <Badge status="error" text="Needs response" /> : null}
                  {c.urgency === 'urgent' ? <Badge status="warning" text="Urgent" /> : null}
                </span>
                {c.subject ? <span className="pro-convo-item__subject">{c.subject}</span> : null}
                {c.lastMessagePreview ? <span className="pro-convo-item__preview">{c.lastMessagePreview}</span> : null}
                <span className="pro-convo-item__time">{formatDateTime(c.lastMessageAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {store.totalRecords > 0 ? (
        <p className="pro-convo-list__total" aria-live="polite">
          {store.totalText} {store.totalRecords === 1 ? 'conversation' : 'conversations'}
        </p>
      ) : null}
      {store.totalRecords > CONVERSATIONS_PAGE_SIZE ? (
        <Pagination
          size="small"
          current={store.page}
          pageSize={CONVERSATIONS_PAGE_SIZE}
          total={store.totalRecords}
          showSizeChanger={false}
          onChange={(p) => void store.setPage(p)}
        />
      ) : null}
    </section>
  );
});
