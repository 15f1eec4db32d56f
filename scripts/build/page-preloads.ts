import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin, type Rolldown } from 'vite';
import { PAGE_PRELOADS_FILE } from '../../src/shared/constants.ts';

const dir = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * For each signed-in area and the login page, the chunks its first page needs beyond what
 * index.html already loads: the workspace shell, the area's layout and home, and everything
 * they import statically. The server lists them in the page's HTML as `modulepreload` links
 * (docs/performance.md, "Page preloads"), so they download beside the entry instead of after
 * it has run and the router has matched the address. `areas` are source paths from the root.
 */
export function pagePreloads(areas: Record<string, string[]>): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: Rolldown.OutputChunk[]) => {
        const found = new Set<string>();
        const pending = roots.map((chunk) => chunk.fileName);
        for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
          if (found.has(file)) continue;
          found.add(file);
          pending.push(...(byFile.get(file)?.imports ?? []));
        }
        return found;
      };
      const inIndexHtml = closure(chunks.filter((chunk) => chunk.isEntry));
      const chunkOf = (path: string) => {
        const id = normalizePath(dir(path));
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) this.error(`page preloads: ${path} is in no chunk`);
        return chunk;
      };
      const preloads = Object.fromEntries(
        Object.entries(areas).map(([area, paths]) => [area, [...closure(paths.map(chunkOf))].filter((file) => !inIndexHtml.has(file)).sort()]),
      );
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
