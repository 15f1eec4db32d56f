import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { machineTransitionIds, pathTransitionIds } from '../helpers/machine-coverage';
import { describe, expect, it } from 'vitest';
import {
  OPINION_SOLICITATION_PATH,
  linkLoginEffect,
  linkLoginMachine,
  linkLoginStateOf,
  opinionSolicitationTarget,
  type LinkLoginEvent,
  type LinkLoginSnapshot,
  type LinkLoginState,
} from '@machines/link-login/index';

const HOME = '/client/pageHome/delegatePageHome/';
const LINK_TOKEN = 'one-time-link-token';
const LINK_CODE = 'one-time-link-code';
const ACCESS_TOKEN = 'session-access-token';
const BIND_MSG_ID = '12';
const LOCAL_ID = 42;

const modelEvents: LinkLoginEvent[] = [
  { type: 'START', token: LINK_TOKEN },
  { type: 'START', token: LINK_TOKEN, id: BIND_MSG_ID },
  { type: 'START', code: LINK_CODE },
  { type: 'START', code: LINK_CODE, id: BIND_MSG_ID },
  { type: 'START' },
  { type: 'TOKEN_OK', accessToken: ACCESS_TOKEN },
  { type: 'TOKEN_FAILED' },
  { type: 'USER_OK', home: HOME },
  { type: 'USER_FAILED' },
  { type: 'BIND_OK', msgType: 0, localId: LOCAL_ID },
  { type: 'BIND_OK', msgType: 1, localId: LOCAL_ID },
  { type: 'BIND_FAILED' },
  { type: 'FAILURE_DELAY_ELAPSED' },
];

const describeEvent = (event: LinkLoginEvent) => {
  const { type, ...payload } = event;
  const shown = Object.entries(payload).map(([key, value]) => `${key}=${String(value)}`);
  return shown.length ? `${type}(${shown.join(', ')})` : type;
};

const model = createTestModel(linkLoginMachine, {
  events: modelEvents,
  filterEvents: (snapshot, event) => snapshot.can(event),
});
// The graph has no cycles, so the simple paths take every transition; shortest paths would
// merge BIND_FAILED and BIND_OK(msgType 1), which both end at home with the same context.
const paths = model.getSimplePaths();

const coveredBy = (steps: { state: LinkLoginSnapshot; event: LinkLoginEvent }[]) => pathTransitionIds(linkLoginMachine, { steps });

describe('link login machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const events = path.steps.slice(1).map((step) => step.event as LinkLoginEvent);
    const start = events.find((e) => e.type === 'START') as Extract<LinkLoginEvent, { type: 'START' }> | undefined;
    const expectedCredential = start?.token ? { kind: 'token', value: LINK_TOKEN } : start?.code ? { kind: 'code', value: LINK_CODE } : null;
    const bindOk = events.find((e) => e.type === 'BIND_OK') as Extract<LinkLoginEvent, { type: 'BIND_OK' }> | undefined;

    it(`path ${index + 1}: ${events.map(describeEvent).join(' → ') || '(initial)'} ⇒ ${linkLoginStateOf(path.state as LinkLoginSnapshot)}`, async () => {
      // The driver's side of each step: the effect it runs in the state it is in.
      const effects: string[] = [];
      const check = (snapshot: LinkLoginSnapshot) => {
        const effect = linkLoginEffect(snapshot);
        effects.push(effect.type);
        return effect;
      };
      await path.test({
        events: {},
        states: {
          idle: (snapshot) => expect(check(snapshot)).toEqual({ type: 'readLink' }),
          exchanging: (snapshot) => expect(check(snapshot)).toEqual({ type: 'exchange', credential: expectedCredential }),
          fetchingUser: (snapshot) => expect(check(snapshot)).toEqual({ type: 'fetchUser', accessToken: ACCESS_TOKEN }),
          fetchingBindMessage: (snapshot) => expect(check(snapshot)).toEqual({ type: 'fetchBindMessage', bindMsgId: BIND_MSG_ID }),
          failing: (snapshot) => {
            expect(check(snapshot)).toEqual({ type: 'waitFailureDelay' });
            expect(snapshot.context.failure).toBe('authFailed');
            expect(snapshot.context.accessToken).toBeNull();
          },
          redirecting: (snapshot) => {
            const to = bindOk?.msgType === 0 ? opinionSolicitationTarget(LOCAL_ID, 0) : HOME;
            expect(check(snapshot)).toEqual({ type: 'redirect', to });
            expect(snapshot.status).toBe('done');
            expect(snapshot.context.accessToken).toBe(ACCESS_TOKEN);
          },
          failed: (snapshot) => {
            const userInfo = events.some((e) => e.type === 'USER_FAILED');
            expect(check(snapshot)).toEqual({
              type: 'fail',
              failure: userInfo ? 'userInfoFailed' : 'authFailed',
              forgetToken: userInfo,
            });
            expect(snapshot.status).toBe('done');
          },
        },
      });
      expect(effects.length).toBe(path.steps.length);
    });
  }

  it('the paths take every transition of the machine', () => {
    const all = machineTransitionIds(linkLoginMachine);
    expect(all).toHaveLength(12);
    const covered = new Set(paths.flatMap((path) => coveredBy(path.steps as never)));
    console.log(`link-login: ${covered.size}/${all.length} transitions covered by ${paths.length} paths`);
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('the paths end in both final states and visit every state', () => {
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => linkLoginStateOf(step.state as LinkLoginSnapshot))));
    const states: LinkLoginState[] = ['idle', 'exchanging', 'fetchingUser', 'fetchingBindMessage', 'failing', 'redirecting', 'failed'];
    expect([...visited].sort()).toEqual([...states].sort());
    expect(Object.keys(linkLoginMachine.root.states).sort()).toEqual([...states].sort());
  });
});

function run(...events: LinkLoginEvent[]): LinkLoginSnapshot {
  const actor = createActor(linkLoginMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('link login machine, details', () => {
  it('takes the token before the code, and trims both', () => {
    expect(run({ type: 'START', token: ' t ', code: 'c' }).context.credential).toEqual({ kind: 'token', value: 't' });
    expect(run({ type: 'START', token: '', code: ' c ' }).context.credential).toEqual({ kind: 'code', value: 'c' });
  });

  it('treats blank values — empty, whitespace, the text null — as missing', () => {
    const snapshot = run({ type: 'START', token: 'null', code: '   ', id: 'null' });
    expect(linkLoginStateOf(snapshot)).toBe('failing');
    expect(snapshot.context.failure).toBe('authFailed');
    expect(run({ type: 'START', token: 't', id: ' ' }).context.bindMsgId).toBeNull();
  });

  it('goes to the opinion-solicitation list with id and type for msgType 0', () => {
    expect(opinionSolicitationTarget(42, 0)).toBe(`${OPINION_SOLICITATION_PATH}?id=42&type=0`);
    const snapshot = run(
      { type: 'START', code: 'c', id: '3' },
      { type: 'TOKEN_OK', accessToken: 'a' },
      { type: 'USER_OK', home: HOME },
      { type: 'BIND_OK', msgType: 0, localId: 'x&y' },
    );
    expect(snapshot.context.redirectTo).toBe(`${OPINION_SOLICITATION_PATH}?id=x%26y&type=0`);
  });

  it('ignores results that arrive in the wrong state, such as a late timer or a second START', () => {
    const exchanging = run({ type: 'START', token: 't' }, { type: 'START', code: 'c' }, { type: 'FAILURE_DELAY_ELAPSED' }, { type: 'USER_OK', home: HOME });
    expect(linkLoginStateOf(exchanging)).toBe('exchanging');
    expect(exchanging.context.credential).toEqual({ kind: 'token', value: 't' });
    const done = run({ type: 'START', token: 't' }, { type: 'TOKEN_OK', accessToken: 'a' }, { type: 'USER_OK', home: HOME });
    expect(linkLoginStateOf(done)).toBe('redirecting');
    expect(modelEvents.filter((event) => done.can(event))).toEqual([]);
  });
});
