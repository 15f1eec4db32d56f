import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * Our own modules of the workspace's first pages in a few chunks instead of dozens: what the
 * workspace shell imports (every workspace page needs it) in `workspace`, and what the signed-in
 * areas' layouts and homes import in a chunk named after the areas that use it
 * (`area-client-system`: the two desktop layouts). A module an area only loads later (a dialog's)
 * still counts as used there, so opening the dialog loads no other area's chunk. The login page
 * counts too, but what only it uses keeps rolldown's own chunks: a form or dialog sharing a module
 * with it (machines/blank.ts) would otherwise load the login screen.
 *
 * Only static imports are taken, and through a feature's index only the names taken from it (an
 * index re-exports the whole feature). The modules of the entry and of the public portal's pages
 * stay out, so the portal loads none of these chunks. The portal's own modules (those of its
 * folder that its layout and pages import statically, neither the entry's nor the workspace's) go
 * in one `home-station` chunk with their styles: its pages wait on the CPU, and each chunk is one
 * more fetch, compile and preload link (docs/performance.md, "Portal chunk"). What they share with
 * the workspace, and the citizen's dialogs they load lazily, stay in chunks of their own. A
 * module's imports are then in its own chunk, in one used by more areas, or out with all of
 * theirs: the chunks never import each other in a circle, which rolldown needs with
 * `includeDependenciesRecursively: false`.
 */
export function firstLoadChunks(roots: {
  shell: string;
  areas: Record<string, string[]>;
  pages: Record<string, string[]>;
  entry: string;
  /** The portal's folder, and its layout and routes table (whose lazily loaded pages count). */
  portal: { folder: string; pages: string[] };
}) {
  const chunkOf = new Map<string, string>();
  type Link = { id: string; names: string[] | null }; // null: every export
  const nameOf = (node: { type: string; name?: string; value?: unknown }) => String(node.type === 'Identifier' ? node.name : node.value);

  const plugin: Plugin = {
    name: 'first-load-chunks',
    apply: 'build',
    async buildEnd() {
      chunkOf.clear();
      const ours = (id: string) => id.startsWith(normalizePath(dir('./'))) && !id.includes('/node_modules/');
      const parsed = new Map<string, { imports: Link[]; index: Map<string, Link> | null }>();
      /** A module's static imports; for an index (re-exports only), where each of its names comes from. */
      const linksOf = async (id: string) => {
        if (parsed.has(id)) return parsed.get(id)!;
        const imports: Link[] = [];
        const reexports = new Map<string, Link>();
        let onlyReexports = true;
        const resolve = async (source: string) => (await this.resolve(source, id))?.id ?? source;
        for (const statement of this.parse(this.getModuleInfo(id)?.code ?? '').body) {
          if (statement.type === 'ImportDeclaration') {
            const names = statement.specifiers.map((s) => (s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*'));
            imports.push({ id: await resolve(statement.source.value), names: names.length === 0 || names.includes('*') ? null : names });
            onlyReexports = false;
          } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
            const from = await resolve(statement.source.value);
            for (const s of statement.specifiers) reexports.set(nameOf(s.exported), { id: from, names: [nameOf(s.local)] });
          } else if (statement.type === 'ExportAllDeclaration') {
            const link = { id: await resolve(statement.source.value), names: null };
            if (statement.exported) reexports.set(nameOf(statement.exported), link);
            else imports.push(link);
          } else onlyReexports = false;
        }
        // A module with no statements (a plain style sheet's, say) is a module, not an empty index.
        const isIndex = onlyReexports && (reexports.size > 0 || imports.length > 0);
        const links = isIndex ? { imports, index: reexports } : { imports: [...imports, ...reexports.values()], index: null };
        parsed.set(id, links);
        return links;
      };
      /**
       * Our modules that `paths` import statically (a library's index would bring all of the
       * library), and with `lazy` what they and those modules import lazily, or with `routes`
       * only what `paths` themselves import lazily (a routes table's pages).
       */
      const closure = async (paths: string[], follow: 'static' | 'routes' | 'lazy' = 'static') => {
        const found = new Set<string>();
        const pending: Link[] = [];
        const lazyImports = (id: string) => (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).map((lazy) => ({ id: lazy, names: null }));
        for (const root of paths.map((path) => normalizePath(dir(path)))) {
          if (!this.getModuleInfo(root)) this.error(`first-load chunks: ${root} is not part of the build`);
          pending.push({ id: root, names: null }, ...(follow === 'routes' ? lazyImports(root) : []));
        }
        const indexNamesSeen = new Set<string>();
        for (let link = pending.pop(); link; link = pending.pop()) {
          if (!ours(link.id) || !this.getModuleInfo(link.id)) continue;
          const { imports, index } = await linksOf(link.id);
          if (!index) {
            if (!found.has(link.id)) pending.push(...imports, ...(follow === 'lazy' ? lazyImports(link.id) : []));
            found.add(link.id);
            continue;
          }
          for (const name of link.names ?? index.keys()) {
            if (indexNamesSeen.has(`${link.id}#${name}`)) continue;
            indexNamesSeen.add(`${link.id}#${name}`);
            // A name the index does not list comes through one of its `export *`.
            pending.push(...(index.has(name) ? [index.get(name)!] : imports.map(({ id }) => ({ id, names: [name] }))));
          }
        }
        return found;
      };

      const publicModules = await closure([roots.entry, ...roots.portal.pages], 'routes');
      const entryModules = await closure([roots.entry]);
      const shellModules = await closure([roots.shell]);
      for (const id of shellModules) if (!publicModules.has(id)) chunkOf.set(id, 'workspace');
      const usedBy = new Map<string, string[]>();
      const use = (id: string, name: string) => usedBy.set(id, [...(usedBy.get(id) ?? []), name]);
      const firstLoad = new Set<string>();
      for (const [area, paths] of Object.entries(roots.areas)) {
        for (const id of await closure(paths)) firstLoad.add(id);
        for (const id of await closure(paths, 'lazy')) use(id, area);
      }
      for (const [page, paths] of Object.entries(roots.pages)) for (const id of await closure(paths)) use(id, page);
      // A portal module the workspace uses too stays out, or a workspace page would load the whole portal.
      const portalFolder = normalizePath(dir(roots.portal.folder));
      for (const id of publicModules) {
        if (id.startsWith(portalFolder) && !entryModules.has(id) && !shellModules.has(id) && !usedBy.has(id)) chunkOf.set(id, 'home-station');
      }
      for (const id of firstLoad) if (!publicModules.has(id) && !chunkOf.has(id)) chunkOf.set(id, `area-${usedBy.get(id)!.sort().join('-')}`);
    },
  };
  const group = { name: (id: string) => chunkOf.get(id), debugName: 'first-load', test: (id: string) => chunkOf.has(id), priority: 5, includeDependenciesRecursively: false };
  return { plugin, group };
}

