import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL; repositories take it by name. */
    db: Database;
    database: DatabaseHandle;
  }
}

/** Decorates the app with the database. Closing the database is main.ts's business, not the app's. */
export default fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
