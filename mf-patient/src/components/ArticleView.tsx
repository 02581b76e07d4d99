/**
 * An education article fetched from `path` and shown with its HTML cleaned (safeHtml), under the
 * screen's title. Failing to fetch it shows SPEC's message with a way to try again.
 */
import { useEffect, useState } from 'react';
import { http } from '@hearth/shared-kernel/http';
import { EDUCATION_ERRORS, type Article } from '@hearth/shared-kernel/domain';
import { safeHtml } from './safeHtml';

type State = { kind: 'loading' } | { kind: 'ready'; article: Article; html: string } | { kind: 'failed' };

export function ArticleView({ path }: { path: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    http
      .get<Article>(path, { anonymous: true })
      .then((article) => live && setState({ kind: 'ready', article, html: safeHtml(article.html) }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [path, attempt]);

  if (state.kind === 'loading') return <p role="status">Loading the article…</p>;
  if (state.kind === 'failed') {
    return (
      <div role="alert">
        <p>{EDUCATION_ERRORS.article}</p>
        <button type="button" className="pt-button" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <article className="pt-article" aria-label={state.article.title}>
      {/* Most articles open with their own heading; the title is shown only when one does not. */}
      {/^\s*<h[1-4]/i.test(state.html) ? null : <h2>{state.article.title}</h2>}
      {state.article.summary ? <p className="pt-summary">{state.article.summary}</p> : null}
      {/* Cleaned twice: by the API's allow-list and by safeHtml above. */}
      <div dangerouslySetInnerHTML={{ __html: state.html }} />
    </article>
  );
}
