import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { API_PREFIX } from '@shared/constants';
import { http } from './http';
import { toApiError, type ApiError } from './http-error';

export interface RequestArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: unknown;
  headers?: Record<string, string>;
  /** A longer wait than the default, for a request known to take long (an import). */
  timeout?: number;
}

/** Every answer's status travels as meta, so a caller can tell 204 from 200 (logout). */
export interface RequestMeta {
  status: number;
}

const axiosBaseQuery: BaseQueryFn<RequestArgs | string, unknown, ApiError, object, RequestMeta> = async (
  args,
  { signal },
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await http.request({ ...request, signal });
    return { data: response.data, meta: { status: response.status } };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

/** The one RTK Query API; features add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['CurrentUser', 'NpcState'],
  endpoints: () => ({}),
});

/** A path of src/shared (`/api/…`) as the http client's relative URL: its base already ends in /api. */
export const apiUrl = (path: string) => (path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path);

/** An Excel import's upload: the file in the multipart field `file`, with a wait long enough for thousands of rows. */
export function importRequest(url: string, file: File): RequestArgs {
  const data = new FormData();
  data.append('file', file, file.name);
  return { url, method: 'POST', data, timeout: 5 * 60_000 };
}
