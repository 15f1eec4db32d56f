import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@shared/constants';
import { createLocalStorage, type ObjectStorage } from './storage.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (attachments, editor pictures) and their signed addresses. */
    storage: ObjectStorage;
  }
}

/** Where the signed addresses point: PUT and GET of the object route of /api/commMinio. */
export const OBJECT_ROUTE_PREFIX = `${API_PREFIX}/commMinio/object`;

export interface StoragePluginOptions {
  /** `<DATA_DIR>/files` when started; omitted in tests, which get a temporary directory removed on close. */
  root?: string;
  now?: () => number;
}

export default fp<StoragePluginOptions>(
  async (app, options) => {
    const root = options.root ?? mkdtempSync(join(tmpdir(), 'rdlz-files-'));
    app.decorate('storage', createLocalStorage({ root, publicPath: OBJECT_ROUTE_PREFIX, now: options.now }));
    if (!options.root) app.addHook('onClose', async () => rmSync(root, { recursive: true, force: true }));
  },
  { name: 'storage' },
);
