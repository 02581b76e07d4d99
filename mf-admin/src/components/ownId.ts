/** The signed-in professional's id (the access token's professionalId claim), or null. */
import { session } from '@hearth/shared-kernel/session';

export const ownProfessionalId = (): string | null => session.claims()?.professionalId ?? null;
