import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The platform's first page must not download elkjs or @xyflow/react: a fresh build's manifest
// says which chunks the entry loads before any route (its static imports, transitively), and
// none of them may hold either library; the visualizer's lazy chunk must.

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Strings only these libraries' code contains. */
const MARKERS = { elkjs: 'org.eclipse.elk', '@xyflow/react': 'react-flow__' };

let outDir: string;
let manifest: Record<string, ManifestChunk>;
const code = (chunk: ManifestChunk) => readFileSync(join(outDir, chunk.file), 'utf8');

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'visualizer-build-'));
  await build({ configFile: join(process.cwd(), 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The chunks the entry loads before any route: itself and its static imports, transitively. */
function upFront(): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  return keys;
}

describe('the lazily loaded visualizer', () => {
  it('keeps elkjs and @xyflow/react out of every chunk the entry loads up front', () => {
    const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
    expect(entryKey).toBe('index.html');
    for (const key of upFront()) {
      const text = code(manifest[key]);
      for (const [library, marker] of Object.entries(MARKERS)) expect(text.includes(marker), `${library} in ${manifest[key].file}`).toBe(false);
    }
  });

  it('holds both libraries in the visualizer page chunk, which only the system pages’ table imports, dynamically', () => {
    const key = Object.keys(manifest).find((name) => name.endsWith('lifecycle-visualizer/visualizer.screen.tsx'));
    expect(key).toBeDefined();
    const pageCode = Object.values(manifest)
      .filter((chunk) => chunk.file === manifest[key!].file || (manifest[key!].imports ?? []).some((imported) => manifest[imported] === chunk))
      .map(code)
      .join('\n');
    for (const marker of Object.values(MARKERS)) expect(pageCode).toContain(marker);
    // The system layout's page table (app/system-pages.tsx) imports it dynamically, and no chunk statically.
    const importers = Object.keys(manifest).filter((chunk) => (manifest[chunk].dynamicImports ?? []).includes(key!));
    expect(importers.map((chunk) => chunk.replace(/.*\/src\/web\//, ''))).toContain('app/system-pages.tsx');
    expect(Object.values(manifest).filter((chunk) => (chunk.imports ?? []).includes(key!))).toEqual([]);
    expect(upFront()).not.toContain(key);
  });
});
