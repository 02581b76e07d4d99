/**
 * The names of the live socket's subscriptions, built here only: the browser subscribes with
 * them, the API publishes and checks them.
 */
export const subs = {
  /** The organisation's conversations, patients and enrollments. */
  organization: (orgId: string) => `organization:${orgId}`,
  /** One professional's own messages (the debugger's ping answer). */
  professional: (professionalId: string) => `professional:${professionalId}`,
  /** A patient's own conversation events, on their secure-chat socket. */
  patient: (patientId: string) => `patient:${patientId}`,
  conversation: (conversationId: string) => `conversation:${conversationId}`,
} as const;

export type SubKind = keyof typeof subs;

/** The longest sub a socket may name. */
export const MAX_SUB_LENGTH = 200;

/** A sub's kind and id, or null when it is not one of the names above. */
export function parseSub(sub: string): { kind: SubKind; id: string } | null {
  const [kind, id, ...rest] = sub.split(':');
  if (!id || rest.length || !Object.hasOwn(subs, kind)) return null;
  return { kind: kind as SubKind, id };
}
