/** @jest-environment ./src/testing/native-environment.cjs */
import '../../testing/native-modules';
import Fastify from 'fastify';
import { z } from 'zod';
import { call, inOrg, PATIENT, PUBLIC } from '@hearth/shared-kernel/api';
import { enforceRouteDeclarations } from './route-access';
import { serve } from './serve';
import { installZodValidation } from './validation';

const schemas = {
  note: { body: z.strictObject({ text: z.string().optional() }) },
  search: { query: z.strictObject({ take: z.coerce.number<number>().int().max(5).default(2) }) },
};
const calls = {
  note: call<typeof schemas.note, { text: string }>()('POST', '/notes', PUBLIC),
  search: call<typeof schemas.search, { take: number }>()('GET', '/notes', inOrg('VIEW_PATIENT')),
};

async function build() {
  const app = Fastify();
  installZodValidation(app);
  const declared = enforceRouteDeclarations(app);
  serve(app, calls, schemas, {
    note: (request) => ({ text: request.body.text ?? '(none)' }),
    search: (request) => ({ take: request.query.take }),
  });
  await app.ready();
  return { app, declared };
}

describe('serve: routes from the kernel declarations', () => {
  it('registers each call with its method, path and access', async () => {
    const { app, declared } = await app_();
    expect(declared.filter((r) => r.method !== 'HEAD').map((r) => [r.method, r.url, r.access])).toEqual([
      ['POST', '/notes', PUBLIC],
      ['GET', '/notes', { permissions: ['VIEW_PATIENT'], orgScoped: true }],
    ]);
    await app.close();
  });

  it('reads a missing body as {} (a browser sends none when it has nothing to say), and still validates a given one', async () => {
    const { app } = await app_();
    expect((await app.inject({ method: 'POST', url: '/notes' })).json()).toEqual({ text: '(none)' });
    expect((await app.inject({ method: 'POST', url: '/notes', payload: { text: 'hi' } })).json()).toEqual({ text: 'hi' });
    const refused = await app.inject({ method: 'POST', url: '/notes', payload: { other: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("unknown field 'other'");
    await app.close();
  });

  it('hands the handler the parsed input (defaults and numbers), and refuses input the schema refuses', async () => {
    const { app } = await app_();
    expect((await app.inject({ url: '/notes' })).json()).toEqual({ take: 2 });
    expect((await app.inject({ url: '/notes?take=4' })).json()).toEqual({ take: 4 });
    expect((await app.inject({ url: '/notes?take=9' })).statusCode).toBe(400);
    await app.close();
  });

  it("will not serve a patient's call without the hook that checks the patient's token", () => {
    const patientCalls = { chat: call<{}, unknown>()('GET', '/chat', PATIENT) };
    expect(() => serve(Fastify(), patientCalls, { chat: {} }, { chat: () => ({}) })).toThrow("a patient's call needs the hook");
    expect(() => serve(Fastify(), patientCalls, { chat: {} }, { chat: () => ({}) }, { chat: { onRequest: async () => {} } })).not.toThrow();
  });
});

const app_ = build;
