/** /professional/broadcast-message-history: past broadcasts, searchable, with the whole message, author, time, audience and counts. */
import { useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { BROADCAST_HISTORY_LOAD_FAILED, type BroadcastSummary, type Paged, formatDateTime } from '@hearth/shared-kernel/domain';
import { FeatureGate } from '../../components/FeatureGate';
import { PageTable, ScreenFrame, SearchField, useLoad } from '@hearth/shared-kernel/console';
import { broadcastsApi, type BroadcastsApi } from '../../components/broadcasts/broadcastsApi';
import type { ScreenProps } from '../../screens';

const PAGE = 20;

const columns: ColumnsType<BroadcastSummary> = [
  { key: 'body', title: 'Message', dataIndex: 'body', className: 'pro-broadcast-message' },
  { key: 'createdAt', title: 'Date', render: (_, b) => formatDateTime(b.createdAt) },
  { key: 'author', title: 'Author', dataIndex: 'authorName' },
  { key: 'audience', title: 'Audience', render: (_, b) => b.audienceSize.toLocaleString() },
  { key: 'sent', title: 'Texts sent', render: (_, b) => b.sent.toLocaleString() },
  { key: 'delivered', title: 'Delivered', render: (_, b) => b.delivered.toLocaleString() },
  { key: 'failed', title: 'Failed', render: (_, b) => b.failed.toLocaleString() },
  { key: 'skipped', title: 'Skipped', render: (_, b) => b.skipped.toLocaleString() },
  { key: 'status', title: 'Status', render: (_, b) => (b.status === 'done' ? 'Finished' : `Sending (${b.pending.toLocaleString()} to go)`) },
];

export default function BroadcastMessageHistoryPage({ title, api = broadcastsApi }: ScreenProps & { api?: Pick<BroadcastsApi, 'history'> }) {
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const loaded = useLoad<Paged<BroadcastSummary>>(() => api.history(skip, PAGE, search), BROADCAST_HISTORY_LOAD_FAILED, [api, skip, search]);
  return (
    <ScreenFrame title={title} intro="Broadcast messages sent by your organization and their delivery.">
      <FeatureGate flag="broadcastMessageWebappEnabled" feature="Broadcast messages">
        <div className="pro-toolbar">
          <SearchField
            label="Search broadcasts"
            placeholder="Search by message or author"
            onSearch={(value) => {
              setSkip(0);
              setSearch(value);
            }}
          />
        </div>
        <PageTable<BroadcastSummary>
          read={loaded}
          rowKey="id"
          columns={columns}
          rows={loaded.data?.results ?? []}
          locale={{ emptyText: search ? 'No broadcast matches this search.' : 'No broadcast has been sent yet.' }}
          pagination={{ current: skip / PAGE + 1, pageSize: PAGE, total: loaded.data?.totalRecords ?? 0, onChange: (p) => setSkip((p - 1) * PAGE) }}
        />
      </FeatureGate>
    </ScreenFrame>
  );
}
