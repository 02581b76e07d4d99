/**
 * The names of the live socket's subscriptions, built here only: the browser subscribes with
 * them, the API publishes and checks them.
 */
/** The organisation's conversations, patients and enrollments. */
export const organizationSub = (orgId: string) => `organization:${orgId}`;
/** One professional's own messages (the debugger's ping answer). */
export const professionalSub = (professionalId: string) => `professional:${professionalId}`;
/** A patient's own conversation events, on their secure-chat socket. */
export const patientSub = (patientId: string) => `patient:${patientId}`;
export const conversationSub = (conversationId: string) => `conversation:${conversationId}`;

/** All of them; a browser imports the one it needs (each is bundled on its own). */
export const subs = { organization: organizationSub, professional: professionalSub, patient: patientSub, conversation: conversationSub } as const;

export type SubKind = keyof typeof subs;

/** The longest sub a socket may name. */
export const MAX_SUB_LENGTH = 200;

/** A sub's kind and id, or null when it is not one of the names above. */
export function parseSub(sub: string): { kind: SubKind; id: string } | null {
  const [kind, id, ...rest] = sub.split(':');
  if (!id || rest.length || !Object.hasOwn(subs, kind)) return null;
  return { kind: kind as SubKind, id };
}
