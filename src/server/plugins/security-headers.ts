import helmet from 'helmet';
import fp from 'fastify-plugin';
import { auditRequestContext } from '../services/audit';
import { OBJECT_ROUTE_PREFIX } from '../services/storage/storage.plugin';

/**
 * The Content-Security-Policy of every answer. Written out in full (no helmet
 * defaults), so what the browser enforces is what is read here:
 *
 * - script-src 'self': the built app is module scripts from /rdlz/assets only; no inline script,
 *   no eval. This is the directive that stops injected markup from running.
 * - style-src 'self' 'unsafe-inline': Chakra UI (emotion) and Tiptap insert <style> elements at
 *   run time, and stored rich text keeps style attributes (line-height, text-align, colours).
 *   A nonce is not used: index.html is a static file (it would have to be templated per
 *   request), and a nonce makes browsers ignore 'unsafe-inline', which the style attributes of
 *   rich text and of the editor still need.
 * - img-src 'self' data: blob: pictures come from our object route, the editor's data: URLs and
 *   downloads made into blobs. Pictures of other sites in rich text are not shown.
 * - frame-src 'self' https: http: the menus' third-party pages (open type 4, any address an
 *   administrator sets) and the file preview (our own object route, e.g. a PDF).
 * - frame-ancestors 'none': no site frames ours, not even ours (the portal preview menu opens
 *   in a new window instead); only a file of the object route may be framed by our own pages.
 * - No upgrade-insecure-requests: a deployment on plain HTTP (or behind a TLS proxy that
 *   forwards HTTP) would have every request of the page rewritten to https.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'https:', 'http:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** The policy as a header value, with frame-ancestors replaced (for the files our pages frame). */
function policyWith(frameAncestors: string): string {
  return Object.entries({ ...CSP_DIRECTIVES, 'frame-ancestors': [frameAncestors] })
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * Security headers on every answer (API, web app, files) with helmet, and the request context
 * the audit log reads the client's address from. helmet's middleware is built once here:
 * @fastify/helmet built it again for every request, a few per cent of a hot read's CPU.
 */
export default fp(
  async (app) => {
    auditRequestContext(app);

    const securityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES as unknown as Record<string, string[]> },
      xFrameOptions: { action: 'deny' },
      // One year, this host only: the platform does not own the subdomains of its domain.
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));

    // The file preview shows a PDF or picture of the object route in a frame of our own page.
    const filePolicy = policyWith("'self'");
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' && request.url.startsWith(`${OBJECT_ROUTE_PREFIX}/`)) {
        reply.header('content-security-policy', filePolicy);
        reply.header('x-frame-options', 'SAMEORIGIN');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
