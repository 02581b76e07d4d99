/** The SMS simulator's tables (demo and tests only): the texts each phone got or sent, and the phones made unreachable. */
import type { SimulatedPhone } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';
import { iso } from '../../platform/db/values';

/** The phones with texts (or one phone), the newest first, each with its last 50 texts in order. */
export async function simulatedPhones(q: Queryable, opts: { phone?: string | null; limit: number }): Promise<SimulatedPhone[]> {
  const { rows } = await q.query<{ phone: string; id: string; direction: 'to_phone' | 'from_phone'; body: string; created_at: unknown; unreachable: boolean }>(
    `with phones as (
       select phone, max(id) as last from sms_texts where ($1::text is null or phone = $1) group by phone order by last desc limit $2
     )
     select t.phone, t.id::text as id, t.direction, t.body, t.created_at,
            exists (select 1 from sms_simulator_unreachable u where u.phone = ph.phone) as unreachable
       from phones ph
       join lateral (select * from sms_texts s where s.phone = ph.phone order by s.id desc limit 50) t on true
      order by ph.last desc, t.id asc`,
    [opts.phone ?? null, opts.limit],
  );
  const byPhone = new Map<string, SimulatedPhone>();
  for (const r of rows) {
    if (!byPhone.has(r.phone)) byPhone.set(r.phone, { phone: r.phone, texts: [], unreachable: r.unreachable });
    byPhone.get(r.phone)!.texts.push({ id: r.id, direction: r.direction, body: r.body, at: iso(r.created_at) });
  }
  return [...byPhone.values()];
}

/** An unreachable phone's texts end undelivered, as a provider would report them. */
export async function setReachable(q: Queryable, phone: string, reachable: boolean): Promise<void> {
  if (!reachable) await q.query(`insert into sms_simulator_unreachable (phone) values ($1) on conflict do nothing`, [phone]);
  else await q.query(`delete from sms_simulator_unreachable where phone = $1`, [phone]);
}
