/**
 * An education article, public by its id or sent by a professional (its link's two ids), shown
 * with its HTML cleaned (safeHtml) under the screen's title. Failing to fetch it shows SPEC's
 * message with a way to try again.
 */
import { useEffect, useState } from 'react';
import { educationCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { EDUCATION_ERRORS, type Article } from '@hearth/shared-kernel/domain';
import { safeHtml } from './safeHtml';
import { useText } from '../i18n/useText';

type State = { kind: 'loading' } | { kind: 'ready'; article: Article; html: string } | { kind: 'failed' };

export type ArticleViewProps = { id: string; toId?: never; fromId?: never } | { id?: never; toId: string; fromId: string };

/** The public article by its id, or the one a professional sent (its link's two ids). */
function fetchArticle(source: ArticleViewProps): Promise<Article> {
  return source.id !== undefined
    ? http.call(educationCalls.article, { params: { id: source.id } })
    : http.call(educationCalls.sentArticle, { params: { toId: source.toId, fromId: source.fromId } });
}

export function ArticleView(props: ArticleViewProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { t, tx } = useText();

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    fetchArticle(props)
      .then((article) => live && setState({ kind: 'ready', article, html: safeHtml(article.html) }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
    // The ids, not the props object: a new object each render must not fetch again.
  }, [props.id, props.toId, props.fromId, attempt]);

  if (state.kind === 'loading') return <p role="status">{t('article.loading')}</p>;
  if (state.kind === 'failed') {
    return (
      <div role="alert">
        <p>{tx(EDUCATION_ERRORS.article)}</p>
        <button type="button" className="pt-button" onClick={() => setAttempt((n) => n + 1)}>
          {t('tryAgain')}
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
