import type { CurrentUser } from '@web/features/auth';
import { http } from '@web/lib/http';

/** Which screen the link opened: on `/sso` the query values also travel as headers. */
export type LinkLoginVariant = 'sso' | 'singleSignOn';

export type ExchangeResult = { ok: true; accessToken: string } | { ok: false };

// A refused link answers 401: this flow's own outcome (认证失败！), not an expired session.
// Every answer resolves here, so the outcome never depends on the client's global 401 handling.
const everyAnswer = { validateStatus: () => true } as const;

async function exchange(request: Promise<{ status: number; data: unknown }>): Promise<ExchangeResult> {
  try {
    const { status, data } = await request;
    const accessToken = (data as { access_token?: unknown } | null)?.access_token;
    return status === 200 && typeof accessToken === 'string' && accessToken ? { ok: true, accessToken } : { ok: false };
  } catch {
    return { ok: false };
  }
}

// A link is single-use. React's development double effects (and a double click on a link) must
// not spend it twice, so one exchange per credential is shared by whoever asks for it.
const exchanges = new Map<string, Promise<ExchangeResult>>();

function once(key: string, run: () => Promise<ExchangeResult>): Promise<ExchangeResult> {
  let pending = exchanges.get(key);
  if (!pending) {
    pending = run();
    exchanges.set(key, pending);
  }
  return pending;
}

/** GET /api/bind/user?terminal=PC with the `user-token` header → access_token. */
export function exchangeLinkToken(token: string): Promise<ExchangeResult> {
  return once(`token:${token}`, () =>
    exchange(http.get('/bind/user', { ...everyAnswer, params: { terminal: 'PC' }, headers: { 'user-token': token } })),
  );
}

/** GET /api/srdLogin?code= → access_token; on `/sso` the code is also sent as the `code` header. */
export function exchangeLinkCode(code: string, variant: LinkLoginVariant): Promise<ExchangeResult> {
  return once(`code:${code}`, () =>
    exchange(http.get('/srdLogin', { ...everyAnswer, params: { code }, headers: variant === 'sso' ? { code } : {} })),
  );
}

/** GET /api/sysLogin with the new token: the signed-in user. */
export async function fetchSignedInUser(): Promise<CurrentUser> {
  const { data } = await http.get<CurrentUser>('/sysLogin');
  return data;
}

export interface BindMessage {
  msgType: number;
  localId: number | string;
}

/** GET /api/bind/bindMsg/{id}: msgType (0 = opinion solicitation) and localId. */
export async function fetchBindMessage(id: string): Promise<BindMessage> {
  const { data } = await http.get<BindMessage>(`/bind/bindMsg/${encodeURIComponent(id)}`);
  return data;
}
