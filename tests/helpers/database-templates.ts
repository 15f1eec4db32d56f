import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import { seedDemoData } from '@server/seed';

/**
 * The databases a test file may start from: migrated only, with the demo data, or with the demo
 * data and its workflow records (proposals, suggestions, messages in every state).
 */
export const TEMPLATES = ['migrated', 'demo', 'demo-workflow'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory holding `<template>.tar`, PGlite dumps of each template. */
    pgliteTemplateDir: string;
    /** The PostgreSQL database of each template, on TEST_DATABASE_URL's server. */
    postgresTemplates: Record<TemplateName, string>;
  }
}

async function fill(handle: DatabaseHandle, template: TemplateName) {
  await handle.migrate();
  if (template !== 'migrated') await seedDemoData(handle.db, { workflow: template === 'demo-workflow' });
}

/**
 * Global setup of a vitest project: builds each template once per run, so a test file copies a
 * database (a PGlite dump, or PostgreSQL's `create database … template`) instead of creating,
 * migrating and seeding its own — seconds per file. Removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const onPostgres = project.config.env?.TEST_DB_KIND === 'postgres';
  const dir = mkdtempSync(join(tmpdir(), 'rdlz-templates-'));
  let migrated: Blob | undefined;
  for (const template of onPostgres ? [] : TEMPLATES) {
    // Creating a PGlite cluster is the slow part: the seeded ones start from the migrated dump.
    const handle = await openDatabase({ kind: 'pglite', from: migrated });
    if (template === 'migrated') await handle.migrate();
    else await seedDemoData(handle.db, { workflow: template === 'demo-workflow' });
    const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    migrated ??= dump;
    writeFileSync(join(dir, `${template}.tar`), Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  project.provide('pgliteTemplateDir', dir);

  const url = process.env.TEST_DATABASE_URL;
  const names = {} as Record<TemplateName, string>;
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  if (url && onPostgres) {
    for (const template of TEMPLATES) {
      const name = `rdlz_template_${tag}_${template.replace('-', '_')}`;
      await admin(url, `create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
      await fill(handle, template);
      await handle.close();
      names[template] = name;
    }
  }
  project.provide('postgresTemplates', names);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const name of Object.values(names)) await admin(url!, `drop database if exists ${name} with (force)`);
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
