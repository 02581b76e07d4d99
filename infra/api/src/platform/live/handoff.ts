/**
 * The live route serves professionals' access tokens; a socket with any other token is handed on
 * as it stands to the handoff app.ts gives it (the patient's: secure-chat/live.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { EarlyFrames } from './frames';

/** A socket whose token is not a professional's access token, handed on as it stands. */
export interface HandedSocket {
  socket: WebSocket;
  request: FastifyRequest;
  token: string;
  /** Frames that arrived before the token was checked (still being collected). */
  early: EarlyFrames;
}

/** Serves such a socket (the patient's: secure-chat/live.ts); true when it took it. */
export interface SocketHandoff {
  accept(handoff: HandedSocket): Promise<boolean>;
}
