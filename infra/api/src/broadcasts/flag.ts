/** The broadcastMessageWebappEnabled flag, for the caller (SPEC §6: on globally or for the bypass list). */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { appConfig } from '../flags/queries';

export async function flagOn(db: Db, request: FastifyRequest): Promise<boolean> {
  const config = await appConfig(db);
  if (config.flags.broadcastMessageWebappEnabled) return true;
  const email = request.auth?.email.trim().toLowerCase();
  return Boolean(email) && config.bypassUserList.some((e) => e.trim().toLowerCase() === email);
}
