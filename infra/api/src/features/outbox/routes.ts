/**
 * GET /outbox: the local e-mail outbox as a plain HTML page (newest first), or JSON when asked
 * with `Accept: application/json`. Registered only with HEARTH_SIMULATORS=1: it shows every e-mail, password resets included.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { outboxCalls } from '@hearth/shared-kernel/api';
import { outboxSchemas } from '@hearth/shared-kernel/api/schemas';
import type { OutboxEmail } from '@hearth/shared-kernel/domain';
import type { Db } from '../../platform/db/types';
import { serve, type CallRequest } from '../../platform/http/serve';
import { outboxEmails } from '../../channels/email/provider';

type Calls = typeof outboxCalls;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Links in a message become clickable; everything else is escaped text. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderOutbox(emails: OutboxEmail[]): string {
  const items = emails
    .map(
      (e) => `<article>
<h2>${escapeHtml(e.subject)}</h2>
<p>To: ${escapeHtml(e.to)}<br>Sent: <time datetime="${e.sentAt}">${e.sentAt}</time></p>
<pre>${linkify(e.text)}</pre>
</article>`,
    )
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Hearth e-mail outbox</title></head>
<body>
<main>
<h1>Hearth e-mail outbox</h1>
<p>E-mails the demo would have sent, newest first.</p>
${items || '<p>No e-mails yet.</p>'}
</main>
</body>
</html>`;
}

export function registerOutboxRoutes(app: FastifyInstance, db: Db): void {
  async function emails(request: CallRequest<Calls['emails']>, reply: FastifyReply) {
    const emails = await outboxEmails(db, request.query.limit);
    if ((request.headers.accept ?? '').includes('application/json')) return { emails };
    // No scripts, no styles: the page only needs links, so nothing else may load.
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; form-action 'none'");
    return reply.type('text/html; charset=utf-8').send(renderOutbox(emails));
  }

  serve(app, outboxCalls, outboxSchemas, { emails });
}
