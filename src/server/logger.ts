import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's logger options (its own and pino's). */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The names under which a credential travels: the session token (`Authorization`, the logout
 * variant's `?accessToken=`), a login link's token (`?token=` on /sso, the `user-token` header)
 * and its code (`?code=` and the `code` header), and a signed file address's `signature` (it
 * opens the file to whoever holds the address). Their values never reach a log line.
 */
export const SECRET_NAMES: readonly string[] = ['authorization', 'accessToken', 'access_token', 'token', 'user-token', 'code', 'signature'];
export const REDACTED = '[redacted]';

/** Compared in lower case: header names arrive so, and a query name is matched in any case. */
const secret = new Set(SECRET_NAMES.map((name) => name.toLowerCase()));

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

// `?name=value` or `&name=value`, the value read as the query parser reads it (up to the next `&`).
const PARAM = /([?&])([^=&#?\s"'<>]+)=([^&#\s"'<>]*)/g;

/**
 * Rewrites the value of every secret query parameter in a URL, or in a text quoting URLs (as
 * Fastify's "Route GET:/x?token=… not found" does), to `[redacted]`. Names are compared
 * decoded and in any case, as the query parser would read them.
 */
export function redactQuery(text: string): string {
  if (!text.includes('=')) return text;
  // Another parameter's value may quote a URL of its own (`?next=/sso?token=…`): it is read too.
  return text.replace(PARAM, (_match, lead: string, name: string, value: string) =>
    secret.has(decodedName(name)) ? `${lead}${name}=${REDACTED}` : `${lead}${name}=${redactQuery(value)}`,
  );
}

// Paths (pino redact) of the secret headers, wherever a headers object is logged.
const HEADER_PATHS = ['headers', 'req.headers', 'request.headers'].flatMap((at) => [...secret].map((name) => `${at}["${name}"]`));
// And of fields a log call names after them, as written or in lower case.
const FIELD_PATHS = [...new Set([...SECRET_NAMES, ...secret])].map((name) => `["${name}"]`);

export interface LogSettings {
  level?: string;
  /** Where the lines go (default: standard output); tests pass a stream they read. */
  stream?: FastifyLoggerOptions['stream'];
}

/**
 * The options of every server's logger (buildApp applies them whatever the caller passes), so
 * no credential reaches a log: the request line's URL has its secret parameters rewritten,
 * secret headers and fields are censored, and so is a secret parameter quoted in a message.
 */
export function loggerOptions({ level = 'info', stream }: LogSettings = {}): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: [...HEADER_PATHS, ...FIELD_PATHS], censor: REDACTED },
    serializers: {
      // Fastify's own request serializer, with the URL's secrets rewritten.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactQuery(request.url),
        version: request.headers?.['accept-version'] as string | undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactQuery(arg) : arg));
        return method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
}
