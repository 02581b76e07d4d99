/**
 * Send an education article to a patient (SPEC §2, §8): search the article previews, pick one,
 * send it; the patient is texted a link and the send shows in the conversation. SPEC's four
 * education errors, verbatim.
 */
import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { educationCalls } from '@hearth/shared-kernel/api';
import { showToast } from '@hearth/shared-kernel/bus';
import { http } from '@hearth/shared-kernel/http';
import { EDUCATION_ERRORS, type ArticlePreview } from '@hearth/shared-kernel/domain';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';
import '../facts.css';

// 'caller': a failure shows SPEC's education error in the modal.
const articlesApi = {
  previews: (search: string) =>
    http.call(educationCalls.previews, { query: { search: search || undefined } }, { errorPolicy: 'caller' }).then((a) => a.results),
  // The sent text reaches the thread by its live event; the modal only needs to know it went.
  send: async (articleId: string, patientId: string): Promise<void> => {
    await http.call(educationCalls.send, { params: { id: articleId }, body: { patientId } }, { errorPolicy: 'caller' });
  },
};
export type ArticlesApi = typeof articlesApi;

export interface SendArticleModalProps {
  open: boolean;
  patientId: string;
  patientName?: string;
  onClose(): void;
  onSent?(): void;
  api?: ArticlesApi;
}

export function SendArticleModal({ open, patientId, patientName, onClose, onSent, api = articlesApi }: SendArticleModalProps) {
  const [search, setSearch] = useState('');
  const [previews, setPreviews] = useState<ArticlePreview[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);

  useCloseOnLogout(open, onClose);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setError(null);
    api.previews(search).then(
      (found) => {
        if (!current) return;
        setPreviews(found);
        if (found.length === 0 && search) setError(EDUCATION_ERRORS.search);
      },
      () => {
        if (!current) return;
        setPreviews([]);
        setError(search ? EDUCATION_ERRORS.search : EDUCATION_ERRORS.previews);
      },
    );
    return () => {
      current = false;
    };
  }, [open, search, api]);

  async function send(article: ArticlePreview) {
    setSending(article.id);
    try {
      await api.send(article.id, patientId);
      showToast({ header: 'Article sent', message: `${patientName ?? 'The patient'} was texted a link to “${article.title}”.`, tone: 'success' });
      onSent?.();
      onClose();
    } catch {
      setError(EDUCATION_ERRORS.send);
    } finally {
      setSending(null);
    }
  }

  return (
    <Modal open={open} title="Send an article" onCancel={onClose} footer={null} destroyOnHidden>
      <Input.Search aria-label="Search articles" placeholder="Search by title or topic" allowClear onSearch={(v) => setSearch(v.trim())} />
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} /> : null}
      {previews === null ? (
        <p role="status">Loading articles…</p>
      ) : (
        <ul className="pro-article-list" aria-label="Articles">
          {previews.map((a) => (
            <li key={a.id}>
              <div>
                <strong>{a.title}</strong>
                <p className="pro-muted">{a.summary}</p>
              </div>
              <Button onClick={() => void send(a)} loading={sending === a.id} disabled={sending !== null} aria-label={`Send “${a.title}”`}>
                Send
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
