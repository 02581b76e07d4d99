/** Quality considerations, clinical data entry and diagnosis considerations: every route, one call from the app. */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import type { Db } from '../db/types';
import { registerCdeAttachmentRoutes } from './attachments/routes';
import { folderAttachmentStore, type AttachmentStore } from './attachments/storage';
import { registerDiagnosisRoutes } from './diagnosis-routes';
import { registerCdeRoutes } from './routes';

/** The attachment store's folder under the data directory. */
export const attachmentsDir = (config: Pick<ApiConfig, 'dataDir'>) => join(config.dataDir, 'cde-attachments');

export function registerCde(app: FastifyInstance, deps: { db: Db; config: ApiConfig; secret: string; store?: AttachmentStore }): void {
  registerCdeRoutes(app, { db: deps.db });
  registerCdeAttachmentRoutes(app, { db: deps.db, secret: deps.secret, store: deps.store ?? folderAttachmentStore(attachmentsDir(deps.config)) });
  registerDiagnosisRoutes(app, { db: deps.db });
}
