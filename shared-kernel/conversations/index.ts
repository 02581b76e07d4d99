/**
 * The conversation contract shared by the console, the patient's chat and the API: live events
 * and their payloads, subscription names, SPEC's notice and refusal texts, and the thread reducer.
 * Pure (no singletons), so the API may import it and browsers bundle only what they use.
 */
export * from './liveEvents';
export * from './subscriptions';
export * from './texts';
export * from './notices';
export * from './channel';
export * from './thread';
