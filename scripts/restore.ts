import { BackupError, embeddedDataDir, restoreBackup } from '../src/server/db/backup';

/**
 * npm run restore <file> [--force]: a backup of `npm run backup` into DATA_DIR, with the server
 * stopped. Refuses to replace a database that is there unless --force (the replaced one is
 * moved to DATA_DIR/replaced-<time>/). See docs/operations.md.
 */
const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => !arg.startsWith('-'));
if (args.includes('--help') || args.includes('-h') || files.length !== 1 || args.some((arg) => arg.startsWith('-') && arg !== '--force')) {
  console.log('usage: npm run restore -- <file.tar.gz> [--force]\n  Stop the server first. --force replaces the database in $DATA_DIR (kept in $DATA_DIR/replaced-<time>/).');
  process.exit(args.includes('--help') || args.includes('-h') ? 0 : 1);
}

try {
  const result = await restoreBackup({ dataDir: embeddedDataDir(), file: files[0], force });
  const rows = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored the backup of ${result.manifest.createdAt} in ${(result.ms / 1000).toFixed(1)} s: ` +
      `${Object.keys(result.counts).length} tables, ${rows} rows (as the backup lists them), ${result.manifest.files} uploaded files.` +
      (result.migrationsApplied ? `\n  ${result.migrationsApplied} newer migration(s) applied.` : '') +
      (result.replacedDir ? `\n  The database it replaced is in ${result.replacedDir}; delete it when you no longer need it.` : '') +
      '\nStart the server with npm start.',
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exit(1);
}
