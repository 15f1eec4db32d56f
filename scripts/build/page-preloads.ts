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
export function pagePreloads(areas: Record<string, string[]>) {
  /** Chunks every first page has loaded or is loading: index.html's, and those every area's list names. */
  const everywhere = new Set<string>();
  const plugin: Plugin = {
    name: 'page-preloads',
    apply: 'build',
    // Before Vite writes the lazy imports' preload lists, which `trimPreloads` reads this for.
    generateBundle: { order: 'pre', handler(_options, bundle) {
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
      everywhere.clear();
      for (const file of inIndexHtml) everywhere.add(file);
      const lists = Object.values(preloads);
      for (const file of lists[0] ?? []) if (lists.every((list) => list.includes(file))) everywhere.add(file);
    } },
  };
  /**
   * A lazy page's preload list without the chunks every first page already has: they are loaded,
   * or downloading beside the entry, before any page is imported. index.html's own list stays whole. Each page's list sits in the
   * entry, so every chunk they all name costs the first load once per page.
   */
  const trimPreloads = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'js' ? deps.filter((dep) => !everywhere.has(dep)) : deps;
  return { plugin, trimPreloads };
}
