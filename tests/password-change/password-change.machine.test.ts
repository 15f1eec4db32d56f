import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { itTakesEveryTransition, itVisitsEveryState, transitionCoveringPaths } from '../helpers/machine-coverage';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_PROBLEMS,
  passwordChangeMachine,
  passwordChangeStates,
  passwordChangeView,
  passwordProblems,
  type PasswordChangeEvent,
  type PasswordChangeState,
} from '@machines/password-change/index';
import { MSG } from '@shared/messages';
import { checkAnswerEvent, saveAnswerEvent } from '@web/features/account/password-change.answers';
import type { ApiError } from '@web/lib/http-error';

type Snapshot = SnapshotFrom<typeof passwordChangeMachine>;

const OLD = 'Rdlz@2026';
const NEW = 'Newpass#26';

// What the server answers, as the client receives it (ApiError), for each answer event.
const serverAnswers = {
  oldPasswordWrong: { result: 400, status: 400, msg: MSG.oldPasswordWrong, data: { msg: MSG.oldPasswordWrong } } satisfies ApiError,
  networkFailure: { result: -1, msg: MSG.networkTimeout } satisfies ApiError,
  serverError: { result: 500, status: 500, msg: '数据库连接失败', data: { message: '数据库连接失败' } } satisfies ApiError,
};

const modelEvents: PasswordChangeEvent[] = [
  { type: 'EDIT', field: 'oldPassword', value: OLD },
  { type: 'EDIT', field: 'oldPassword', value: '' },
  { type: 'EDIT', field: 'password', value: NEW },
  { type: 'EDIT', field: 'confirmPassword', value: NEW },
  { type: 'SUBMIT' },
  checkAnswerEvent(),
  checkAnswerEvent(serverAnswers.oldPasswordWrong),
  checkAnswerEvent(serverAnswers.networkFailure),
  saveAnswerEvent(),
  saveAnswerEvent(serverAnswers.oldPasswordWrong),
  saveAnswerEvent(serverAnswers.serverError),
  { type: 'ACKNOWLEDGE' },
  { type: 'LOGGED_OUT' },
];

const traversal = {
  events: modelEvents,
  serializeEvent: (event: PasswordChangeEvent) => JSON.stringify(event),
};
const model = createTestModel(passwordChangeMachine, traversal);

const paths = transitionCoveringPaths(passwordChangeMachine, model, modelEvents, traversal);

/** The validation rules as the screen sees them, in every state. */
function checkState(expected: Snapshot, actual: Snapshot) {
  expect(actual.value).toBe(expected.value);
  expect(actual.context).toEqual(expected.context);
  const view = passwordChangeView(actual);
  const state = view.state;
  if (state === 'editing') expect(view.problems).toEqual({});
  if (passwordChangeStates[state].showsProblems) expect(view.problems).toEqual(passwordProblems(actual.context));
  if (['checkingOldPassword', 'saving'].includes(state)) {
    expect(view.problems).toEqual({});
    expect(view).toMatchObject({ busy: true, locked: true });
  }
  expect(view.oldPasswordServerMessage).toBe(state === 'oldPasswordWrong' ? MSG.oldPasswordWrong : null);
  if (state === 'checkFailed') expect(view.failureMessage).toBe(MSG.networkTimeout);
  if (state === 'saveFailed') expect(view.failureMessage).toBe('数据库连接失败');
  expect(view.showReloginNotice).toBe(['done', 'loggingOut', 'loggedOut'].includes(state));
  if (view.showReloginNotice) expect(actual.context).toMatchObject({ oldPassword: '', password: '', confirmPassword: '' });
  expect(actual.status === 'done').toBe(state === 'loggedOut');
}

describe('password change machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps
      .slice(1)
      .map(({ event }) => (event.type === 'EDIT' ? `EDIT ${event.field}=${event.value ? '…' : '∅'}` : event.type));
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${String(path.state.value)}`, async () => {
      const actor = createActor(passwordChangeMachine).start();
      const send = ({ event }: { event: { type: string } }) => actor.send(event as PasswordChangeEvent);
      await path.test({
        events: Object.fromEntries(modelEvents.map((event) => [event.type, send])),
        states: { '*': (snapshot) => checkState(snapshot, actor.getSnapshot()) },
      });
      actor.stop();
    });
  }

  itTakesEveryTransition('password-change', passwordChangeMachine, paths, { andNoOther: true });
  itVisitsEveryState(paths, passwordChangeStates);
});

function run(events: PasswordChangeEvent[]) {
  const actor = createActor(passwordChangeMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

const fill = (oldPassword: string, password: string, confirmPassword: string): PasswordChangeEvent[] => [
  { type: 'EDIT', field: 'oldPassword', value: oldPassword },
  { type: 'EDIT', field: 'password', value: password },
  { type: 'EDIT', field: 'confirmPassword', value: confirmPassword },
];

describe('the validation messages', () => {
  it('names only problems the messages know', () => {
    for (const problem of PASSWORD_PROBLEMS) expect(MSG[problem]).toBeTruthy();
  });

  it('shows nothing before a submit attempt, then every message that applies', () => {
    expect(passwordChangeView(run(fill('123', '', 'x'))).problems).toEqual({});
    expect(passwordChangeView(run([{ type: 'SUBMIT' }])).problems).toEqual({
      oldPassword: 'oldPasswordRequired',
      password: 'newPasswordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
  });

  it('checks the old password’s length, the confirmation’s match and length', () => {
    const view = (old: string, password: string, confirm: string) =>
      passwordChangeView(run([...fill(old, password, confirm), { type: 'SUBMIT' }])).problems;
    expect(view('12345', NEW, NEW)).toEqual({ oldPassword: 'passwordLength' });
    expect(view('1234567890123', NEW, NEW)).toEqual({ oldPassword: 'passwordLength' });
    expect(view(OLD, NEW, 'Other#123')).toEqual({ confirmPassword: 'passwordsDiffer' });
    expect(view(OLD, '123', '123')).toEqual({ password: 'passwordLength', confirmPassword: 'passwordLength' });
    expect(view('null', NEW, NEW)).toEqual({ oldPassword: 'oldPasswordRequired' });
    expect(view(OLD, NEW, NEW)).toEqual({});
  });

  it('updates the messages as the user types after the attempt', () => {
    const attempted = [{ type: 'SUBMIT' }, ...fill(OLD, NEW, '')] as PasswordChangeEvent[];
    expect(passwordChangeView(run(attempted)).problems).toEqual({ confirmPassword: 'confirmPasswordRequired' });
  });

  it('goes to the server only with a valid form, and forgets a server message once the user types', () => {
    const wrong = run([...fill(OLD, NEW, NEW), { type: 'SUBMIT' }, checkAnswerEvent(serverAnswers.oldPasswordWrong)]);
    expect(passwordChangeView(wrong)).toMatchObject({ state: 'oldPasswordWrong', oldPasswordServerMessage: MSG.oldPasswordWrong });
    const retyped = run([
      ...fill(OLD, NEW, NEW),
      { type: 'SUBMIT' },
      checkAnswerEvent(serverAnswers.oldPasswordWrong),
      { type: 'EDIT', field: 'oldPassword', value: 'Rdlz@2027' },
    ]);
    expect(passwordChangeView(retyped)).toMatchObject({ state: 'submittedWithErrors', oldPasswordServerMessage: null, problems: {} });
  });
});

describe('server answers as events', () => {
  it('maps the check and the save answers, the server message preferred', () => {
    expect(checkAnswerEvent()).toEqual({ type: 'OLD_PASSWORD_OK' });
    expect(checkAnswerEvent(serverAnswers.oldPasswordWrong)).toEqual({ type: 'OLD_PASSWORD_WRONG', msg: '原密码不正确' });
    expect(checkAnswerEvent({ result: 400, msg: MSG.oldPasswordRequired })).toEqual({ type: 'CHECK_FAILED', msg: MSG.oldPasswordRequired });
    expect(saveAnswerEvent()).toEqual({ type: 'SAVED' });
    expect(saveAnswerEvent(serverAnswers.serverError)).toEqual({ type: 'SAVE_FAILED', msg: '数据库连接失败' });
    expect(saveAnswerEvent({ result: 400, msg: MSG.passwordLength })).toEqual({ type: 'SAVE_FAILED', msg: MSG.passwordLength });
    expect(saveAnswerEvent(new Error('boom'))).toEqual({ type: 'SAVE_FAILED', msg: 'boom' });
  });

  it('runs the whole flow: check, save, notice, logout', () => {
    const states: PasswordChangeState[] = [];
    const actor = createActor(passwordChangeMachine).start();
    actor.subscribe((snapshot) => states.push(snapshot.value as PasswordChangeState));
    for (const event of [...fill(OLD, NEW, NEW), { type: 'SUBMIT' }, checkAnswerEvent(), saveAnswerEvent(), { type: 'ACKNOWLEDGE' }, { type: 'LOGGED_OUT' }] as PasswordChangeEvent[]) {
      actor.send(event);
    }
    expect([...new Set(states)]).toEqual(['editing', 'checkingOldPassword', 'saving', 'done', 'loggingOut', 'loggedOut']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
