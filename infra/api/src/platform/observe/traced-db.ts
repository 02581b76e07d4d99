/**
 * Database statements as spans, at the one Db interface (so PGlite, the default, is traced as well
 * as PostgreSQL): a span per statement and per transaction, only inside a traced piece of work
 * (a request), so the job runner's polling makes no traces of its own. The operation (select,
 * insert…) is recorded, never the statement's values.
 */
import { context, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Db, Queryable } from '../db/types';

const tracer = trace.getTracer('hearth-db');

function inSpan<T>(name: string, db: Db, sql: string | null, fn: () => Promise<T>): Promise<T> {
  if (!trace.getSpan(context.active())) return fn();
  const operation = sql ? (/^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1] ?? 'statement').toLowerCase() : 'transaction';
  return tracer.startActiveSpan(name, { attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'hearth.db.kind': db.kind } }, async (span: Span) => {
    try {
      return await fn();
    } catch (error) {
      // The class and SQLSTATE only: an error's message can quote values.
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as { code?: string }).code ?? (error as Error).name });
      throw error;
    } finally {
      span.end();
    }
  });
}

function tracedQueryable(q: Queryable, db: Db): Queryable {
  return {
    query: (sql, params, options) => inSpan(`db.query`, db, sql, () => q.query(sql, params, options)),
    exec: (sql) => inSpan('db.exec', db, sql, () => q.exec(sql)),
  };
}

export function tracedDb(db: Db): Db {
  return {
    ...db,
    ...tracedQueryable(db, db),
    tx: (fn) => inSpan('db.transaction', db, null, () => db.tx((q) => fn(tracedQueryable(q, db)))),
    notify: (channel, payload) => inSpan('db.notify', db, 'notify', () => db.notify(channel, payload)),
  };
}
