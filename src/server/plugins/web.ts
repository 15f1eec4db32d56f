import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH } from '@shared/constants';
import { MSG } from '@shared/messages';
import { preloadAreaOf, preloadsOf, withPreloads } from './page-preloads';

/**
 * Serves the built single-page app under /rdlz/ in history mode: a deep link that is not a file
 * gets index.html and the router takes over. Hashed assets are cached for a year, index.html
 * never, so a new build reaches users on their next navigation. Files are sent compressed by
 * the build where it wrote a .br or .gz beside them, by @fastify/compress otherwise. The login
 * page's and the signed-in areas' index.html lists the chunks of their first page (page-preloads.ts).
 */
export default fp<{ webRoot: string }>(
  async (app, { webRoot }) => {
    const indexFile = join(webRoot, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ webRoot }, 'web build missing; only the API is served');
    }

    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: BASE_PATH,
      // Files are looked up per request, so a rebuilt app is served without a restart; a
      // missing file falls through to the not-found handler below (history fallback).
      wildcard: true,
      index: false,
      // The build's .br and .gz files (vite.config.ts), chosen by the request's Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(webRoot, 'assets'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    const sendIndex = async (reply: FastifyReply, path: string) => {
      reply.header('cache-control', 'no-cache');
      const area = preloadAreaOf(path.slice(BASE_PATH.length));
      const files = area ? await preloadsOf(webRoot, area) : [];
      if (files.length === 0) return reply.sendFile('index.html', webRoot, { cacheControl: false });
      return reply.type('text/html; charset=utf-8').send(withPreloads(await readFile(indexFile, 'utf8'), files));
    };

    app.get('/', (_request, reply) => reply.redirect(BASE_PATH));
    // The app's root is a page, not a directory listing (static files alone would answer 403).
    app.get(BASE_PATH, (_request, reply) => sendIndex(reply, BASE_PATH));
    app.get(BASE_PATH.slice(0, -1), (_request, reply) => reply.redirect(BASE_PATH));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && path.startsWith(BASE_PATH) && !path.startsWith(`${BASE_PATH}assets/`);
      if (wantsPage && existsSync(indexFile)) return sendIndex(reply, path);
      return reply.code(404).send({ msg: MSG.notFound });
    });
  },
  { name: 'web' },
);
