import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { MSG } from '@shared/messages';
import { apiErrorOfAnswer, isApiError, NETWORK_FAILURE, type ApiError } from '@web/lib/api-error';

/**
 * The public portal's reads: fetch, a cache shared by every page, and the answer shape of an
 * RTK Query hook (data, currentData, isLoading, isFetching, isError, error, refetch), so its
 * screens read like the workspace's. The portal is anonymous and read-only until a citizen opens
 * a dialog, so its first load carries neither Redux nor axios (docs/performance.md).
 */

/** Pass instead of the arguments to make no call (RTK Query's `skipToken`). */
export const skipToken = Symbol('skipToken');
export type SkipToken = typeof skipToken;

export interface PortalRequest {
  /** A path of src/shared/portal.ts (`/api/…`). */
  path: string;
  params?: Record<string, unknown>;
}

export interface PortalQuery<T> {
  /** The latest answer, kept while other arguments load. */
  data?: T;
  /** The answer for these arguments only. */
  currentData?: T;
  error?: ApiError;
  /** No answer yet for any arguments. */
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => void;
}

/** As long as the workspace's HTTP client waits. */
const TIMEOUT_MS = 30_000;
/** An answer nobody shows is dropped after this (RTK Query's keepUnusedDataFor). */
const KEEP_UNUSED_MS = 60_000;

interface Snapshot {
  data?: unknown;
  error?: ApiError;
  fetching: boolean;
}

interface Entry {
  snapshot: Snapshot;
  listeners: Set<() => void>;
  dropTimer?: ReturnType<typeof setTimeout>;
}

const entries = new Map<string, Entry>();
const IDLE: Snapshot = { fetching: false };

export function portalUrl({ path, params = {} }: PortalRequest): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { snapshot: IDLE, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, snapshot: Snapshot) {
  entry.snapshot = snapshot;
  entry.listeners.forEach((notify) => notify());
}

const failureOf = (error: unknown): ApiError =>
  isApiError(error) ? error : { result: NETWORK_FAILURE, msg: MSG.networkTimeout };

/** One GET of the portal's API as JSON; a failure rejects with the section-8 ApiError. */
export async function getPortalJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw failureOf(error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOfAnswer(response.status, body);
  return body as T;
}

function load(key: string) {
  const entry = entryOf(key);
  if (entry.snapshot.fetching) return;
  publish(entry, { ...entry.snapshot, fetching: true });
  getPortalJson<unknown>(key).then(
    (data) => publish(entry, { data, fetching: false }),
    (error: unknown) => publish(entry, { data: entry.snapshot.data, error: failureOf(error), fetching: false }),
  );
}

function subscribe(key: string, notify: () => void) {
  const entry = entryOf(key);
  clearTimeout(entry.dropTimer);
  entry.listeners.add(notify);
  return () => {
    entry.listeners.delete(notify);
    if (entry.listeners.size === 0) entry.dropTimer = setTimeout(() => entries.delete(key), KEEP_UNUSED_MS);
  };
}

/**
 * Reads `request` (or nothing with `skipToken`), shares the answer with every component asking
 * the same, and turns it with `select` (a stable function) before handing it out.
 */
export function usePortalQuery<T, A = T>(request: PortalRequest | SkipToken, select?: (answer: A) => T): PortalQuery<T> {
  const key = request === skipToken ? null : portalUrl(request);
  const snapshot = useSyncExternalStore(
    useCallback((notify: () => void) => (key === null ? () => {} : subscribe(key, notify)), [key]),
    () => (key === null ? IDLE : entryOf(key).snapshot),
    () => IDLE,
  );

  useEffect(() => {
    if (key === null) return;
    const { snapshot: current } = entryOf(key);
    if (current.data === undefined && current.error === undefined) load(key);
  }, [key]);

  const currentData = useMemo(
    () => (snapshot.data === undefined ? undefined : select ? select(snapshot.data as A) : (snapshot.data as T)),
    [snapshot.data, select],
  );
  // Like RTK Query, `data` keeps the last answer while new arguments load (pagers do not jump).
  const [latest, setLatest] = useState<T | undefined>(undefined);
  if (currentData !== undefined && currentData !== latest) setLatest(currentData);
  const data = currentData ?? (snapshot.fetching ? latest : undefined);

  const refetch = useCallback(() => {
    if (key !== null) load(key);
  }, [key]);

  const failed = snapshot.error !== undefined && !snapshot.fetching;
  return {
    data,
    currentData,
    error: failed ? snapshot.error : undefined,
    isLoading: data === undefined && (snapshot.fetching || (key !== null && !failed)),
    isFetching: snapshot.fetching,
    isError: failed,
    isSuccess: currentData !== undefined && !failed,
    refetch,
  };
}
