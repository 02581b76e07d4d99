/**
 * The professional console's facts straight from the API, for choosing test data the UI then
 * has to find: a demo user's token and organisation, and GET calls with them; and a patient's
 * phone: texts to and from it, and the secure chat opened from the link it was texted.
 */
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import type { Paged, PatientDetail, PatientRow, SimulatedPhone } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import { TEXT_CATALOGUES } from '@hearth/shared-kernel/i18n/texts';
import { signSmsWebhook } from '../../api/src/channels/sms/signature';
import { E2E_SMS_WEBHOOK_SECRET, stack } from '../stack';
import { DEMO_PASSWORD, organisationsOf } from './fixtures';

export interface CareApi {
  orgId: string;
  get<T>(path: string, query?: Record<string, string | number | boolean>): Promise<T>;
  post<T>(path: string, data?: unknown): Promise<T>;
  put<T>(path: string, data?: unknown): Promise<T>;
}

export async function careApiAs(request: APIRequestContext, username: string): Promise<CareApi> {
  const tokens = await (await request.post(`${stack.apiUrl}/auth/login`, { data: { username, password: DEMO_PASSWORD } })).json();
  const [org] = await organisationsOf(request, username);
  const headers = { authorization: `Bearer ${tokens.access_token}`, 'x-organization-id': org.id };
  return {
    orgId: org.id,
    async get<T>(path: string, query: Record<string, string | number | boolean> = {}) {
      const res = await request.get(`${stack.apiUrl}/${path}`, { headers, params: query });
      if (!res.ok()) throw new Error(`GET ${path} answered ${res.status()}: ${await res.text()}`);
      return (await res.json()) as T;
    },
    async post<T>(path: string, data: unknown = {}) {
      const res = await request.post(`${stack.apiUrl}/${path}`, { headers, data });
      if (!res.ok()) throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
      return (res.status() === 204 ? undefined : await res.json()) as T;
    },
    async put<T>(path: string, data: unknown = {}) {
      const res = await request.put(`${stack.apiUrl}/${path.replace(/^\/+/, '')}`, { headers, data });
      if (!res.ok()) throw new Error(`PUT ${path} answered ${res.status()}: ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}

/**
 * An enrolled patient who can be texted and has no conversation open: several tests each take
 * their own (skip) so they never share a conversation. The patient reads `reader` (their record
 * says so, or says nothing and the test's browser decides): a test reading the pages' words needs
 * them in its language.
 */
export async function textablePatient(api: CareApi, skip: number, reader: Language = 'en'): Promise<PatientDetail> {
  const page = await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'approved', sortKey: 'mrn', take: 200 });
  let seen = 0;
  for (const row of page.results) {
    if (!row.smsPhoneNumber || row.optedOut || row.doNotDisturb || row.needsResponse) continue;
    if (row.preferredLanguage && row.preferredLanguage !== reader) continue;
    const detail = await api.get<PatientDetail>(`patients/${row.id}`);
    if (detail.activeConversationId) continue;
    if (seen++ === skip) return detail;
  }
  throw new Error('No textable patient without an open conversation in the demo data');
}

/** What the simulated phone has received so far. */
export async function textsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get(`${stack.apiUrl}/sms-simulator/phones`, { params: { phone } });
  const { phones } = (await res.json()) as { phones: SimulatedPhone[] };
  return phones.flatMap((p) => p.texts.filter((t) => t.direction === 'to_phone').map((t) => t.body));
}

/** A text from a patient's phone, posted to the API's inbound webhook signed as the SMS provider signs it. */
export function textFromPhone(request: APIRequestContext, phone: string, body: string) {
  const data = JSON.stringify({ from: phone, body });
  return request.post(`${stack.apiUrl}/sms/inbound`, {
    headers: { 'content-type': 'application/json', ...signSmsWebhook(E2E_SMS_WEBHOOK_SECRET, data) },
    data,
  });
}

/** The path and query of the newest link texted to `phone` that contains `marker` (waits for it). */
export async function textedLink(request: APIRequestContext, phone: string, marker: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      link = (await textsTo(request, phone)).map((t) => t.match(/https?:\/\/\S+/)?.[0]).filter((u) => u?.includes(marker)).at(-1) ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The enrollment code in a text, in either language (the words before `{code}` in each catalogue). */
const CODE_PATTERNS = Object.values(TEXT_CATALOGUES).map(
  (c) => new RegExp(`${c.enrollmentCode.split('{code}')[0]!.replace('{orgName}: ', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d{4})`),
);
export const enrollmentCodeIn = (text: string): string | undefined => CODE_PATTERNS.map((re) => re.exec(text)?.[1]).find(Boolean);

/** An ISO date (YYYY-MM-DD) as a patient types it in a date-of-birth field (MM/DD/YYYY). */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * A patient texts 'Secure' and opens the link texted back, on a phone of their own (a new browser
 * context with `phone`'s viewport and locale): the page asking for their date of birth.
 */
export async function openSecureLink(
  browser: Browser,
  request: APIRequestContext,
  patient: PatientDetail,
  phone: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  await textFromPhone(request, patient.smsPhoneNumber!, 'Secure');
  const link = await textedLink(request, patient.smsPhoneNumber!, '/patient?link=');
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

/** The secure link's page's words for the date of birth and the button that opens the chat. */
const SECURE_LINK_WORDS: Record<Language, { dob: RegExp; open: string }> = {
  en: { dob: /Date of birth/, open: 'Open secure chat' },
  es: { dob: /Fecha de nacimiento/, open: 'Abrir el chat seguro' },
};

/** On the secure link's page, types `typed` as the date of birth and asks to open the chat, in `reader`'s words. */
export async function submitDateOfBirth(page: Page, typed: string, reader: Language = 'en'): Promise<void> {
  const w = SECURE_LINK_WORDS[reader];
  await page.getByLabel(w.dob).fill(typed);
  await page.getByRole('button', { name: w.open }).click();
}
