// End-to-end tests use Debian's Chromium and never download a browser. Fail loudly, never skip.
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium')) {
  console.error(
    'Chromium is missing at /usr/bin/chromium: the end-to-end tests cannot run.\n' +
      'Install it from Debian:  apt-get update && apt-get install -y chromium\n' +
      '(.ci/run does this for you.)',
  );
  process.exit(1);
}
