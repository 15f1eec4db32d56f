import type { InternalAxiosRequestConfig } from 'axios';

type KeyedConfig = Pick<InternalAxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;

/** The path of a call without the API prefix, query and trailing slash: `/sysNpcUser`. */
export function apiPath(url: string | undefined): string {
  return (url ?? '').split('?')[0].replace(/^\/api(?=\/|$)/, '').replace(/\/+$/, '') || '/';
}

const TOKEN_QUERY_KEYS = ['token', 'accessToken', 'access_token'];
// The link-login exchanges read their credential from the address.
const TOKEN_URL_PATHS = ['/bind/user', '/srdLogin'];

function queryKeys(config: KeyedConfig): string[] {
  const keys: string[] = [];
  const query = (config.url ?? '').split('?')[1];
  if (query) keys.push(...new URLSearchParams(query).keys());
  if (config.params instanceof URLSearchParams) keys.push(...config.params.keys());
  else if (config.params && typeof config.params === 'object') keys.push(...Object.keys(config.params as object));
  return keys;
}

/** A call that carries a token in its address (`?accessToken=`, link login). */
export function isTokenUrlCall(config: KeyedConfig): boolean {
  return TOKEN_URL_PATHS.includes(apiPath(config.url)) || queryKeys(config).some((key) => TOKEN_QUERY_KEYS.includes(key));
}

/**
 * A proposal read sent with a body. The proposal API reads by GET, so today every non-GET
 * proposal call is a create (`POST /proposal`) or an event (`POST /proposal/{id}/events`) and
 * stays guarded; any other non-GET proposal call is a fetch and may repeat.
 */
export function isProposalFetch(config: KeyedConfig): boolean {
  const path = apiPath(config.url);
  if (!/^\/proposal(\/|$)/.test(path)) return false;
  return !/^\/proposal(\/\d+\/events)?$/.test(path);
}

function stable(value: unknown): unknown {
  if (value instanceof URLSearchParams) return [...value.entries()].sort();
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    return [...value.entries()].map(([name, entry]) =>
      typeof entry === 'string' ? [name, entry] : [name, entry.name, entry.size, entry.lastModified],
    );
  }
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function payloadOf(data: unknown): unknown {
  // A body axios has already serialised arrives as a string; parse it back so key order does not matter.
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  }
  return data;
}

/** Same method, path (with its query) and payload: an "identical request". */
export function requestKey(config: KeyedConfig): string {
  return JSON.stringify([
    (config.method ?? 'get').toUpperCase(),
    (config.url ?? '').replace(/\/+(?=\?|$)/, ''),
    stable(config.params ?? null),
    stable(payloadOf(config.data) ?? null),
  ]);
}

/** The calls in flight by key; a second identical one is refused while the first runs. */
export class DuplicateRequestRegistry {
  private readonly inFlight = new Set<string>();

  /** Claims the key; false when an identical call is already in flight. */
  claim(key: string): boolean {
    if (this.inFlight.has(key)) return false;
    this.inFlight.add(key);
    return true;
  }

  release(key: string): void {
    this.inFlight.delete(key);
  }

  get size(): number {
    return this.inFlight.size;
  }
}
