import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@shared/constants';
import { SWEEP_INTERVAL_MS, sweepOrphanFiles } from './orphan-sweep';
import { createLocalStorage, type ObjectStorage } from './storage.service';
import { createUploadBook, uploadQuotaFromEnv, type UploadBook } from './stored-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (attachments, editor pictures) and their signed addresses. */
    storage: ObjectStorage;
    /** Who uploaded what: the issued paths, their sizes and each user's quota. */
    uploads: UploadBook;
  }
}

/** Where the signed addresses point: PUT and GET of the object route of /api/commMinio. */
export const OBJECT_ROUTE_PREFIX = `${API_PREFIX}/commMinio/object`;

export interface StoragePluginOptions {
  /** `<DATA_DIR>/files` when started; omitted in tests, which get a temporary directory removed on close. */
  root?: string;
  now?: () => number;
  /** Bytes one user's uploads may hold together; default UPLOAD_QUOTA_MB (stored-files.ts). */
  uploadQuotaBytes?: number;
  /** Remove orphaned uploads when ready and every hour (the server does; tests call the sweep themselves). */
  sweepOrphans?: boolean;
}

export default fp<StoragePluginOptions>(
  async (app, options) => {
    const root = options.root ?? mkdtempSync(join(tmpdir(), 'rdlz-files-'));
    const storage = createLocalStorage({ root, publicPath: OBJECT_ROUTE_PREFIX, now: options.now });
    app.decorate('storage', storage);
    app.decorate('uploads', createUploadBook({ db: app.db, storage, quotaBytes: options.uploadQuotaBytes ?? uploadQuotaFromEnv(), now: options.now }));
    if (!options.root) app.addHook('onClose', async () => rmSync(root, { recursive: true, force: true }));

    if (options.sweepOrphans) {
      let running: Promise<void> | undefined;
      const sweep = () => {
        running ??= sweepOrphanFiles(app.db, storage)
          .then(({ removed }) => {
            if (removed.length > 0) app.log.info({ removed: removed.length }, 'orphaned uploads removed');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'orphaned uploads sweep failed'))
          .finally(() => (running = undefined));
      };
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        sweep();
        timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'storage', dependencies: ['database'] },
);
