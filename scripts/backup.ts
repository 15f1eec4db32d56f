import { BackupError, createBackup, embeddedDataDir } from '../src/server/db/backup';

/**
 * npm run backup [file]: the embedded database (DATA_DIR/pglite) and the uploaded files
 * (DATA_DIR/files) of a stopped server into one .tar.gz; by default
 * DATA_DIR/backups/rdlz-<time>.tar.gz. See docs/operations.md.
 */
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h') || args.length > 1) {
  console.log('usage: npm run backup [-- <file.tar.gz>]\n  Stop the server first. Default file: $DATA_DIR/backups/rdlz-<time>.tar.gz (DATA_DIR defaults to ./data).');
  process.exit(args.length > 1 ? 1 : 0);
}

try {
  const result = await createBackup({ dataDir: embeddedDataDir(), file: args[0] });
  const rows = Object.values(result.manifest.counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backup written: ${result.file}\n` +
      `  ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} s; ` +
      `${Object.keys(result.manifest.counts).length} tables, ${rows} rows, ${result.manifest.files} files`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Backup refused: ${error.message}`);
  process.exit(1);
}
