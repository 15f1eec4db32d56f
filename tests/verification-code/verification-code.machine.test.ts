import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { CODE_RESEND_SECONDS } from '@shared/constants';
import {
  VERIFICATION_CODE_MESSAGES,
  phoneProblem,
  verificationCodeButton,
  verificationCodeMachine,
  type VerificationCodeEvent,
  type VerificationCodeState,
} from '@machines/verification-code/index';
import { itTakesEveryTransition, transitionCoveringPaths } from '../helpers/machine-coverage';

type Snapshot = SnapshotFrom<typeof verificationCodeMachine>;

const MODEL_INPUT = {};
const modelEvents: VerificationCodeEvent[] = [
  { type: 'PHONE_CHANGED', phone: '' },
  { type: 'PHONE_CHANGED', phone: '1391234' },
  { type: 'PHONE_CHANGED', phone: '13912345678' },
  { type: 'REQUEST' },
  { type: 'SENT' },
  { type: 'SEND_FAILED', msg: '该手机号码今日获取验证码次数已达上限' },
  { type: 'TICK' },
];
const traversal = {
  events: modelEvents,
  serializeState: (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, ...snapshot.context }),
  serializeEvent: (event: VerificationCodeEvent) => JSON.stringify(event),
};
const model = createTestModel(verificationCodeMachine, traversal);
const paths = transitionCoveringPaths(verificationCodeMachine, model, modelEvents, traversal);

/** What must hold in each state, whatever the way there. */
function checkState(snapshot: Snapshot, actual: Snapshot) {
  expect(actual.value).toBe(snapshot.value);
  expect(actual.context).toEqual(snapshot.context);
  const state = actual.value as VerificationCodeState;
  const button = verificationCodeButton(state, actual.context.secondsLeft);
  switch (state) {
    case 'enabled':
      expect(actual.context.secondsLeft).toBe(0);
      expect(button).toEqual({ label: '获取验证码', disabled: false });
      break;
    case 'sending':
      // Nothing is sent for a phone that fails the check (the phone may be edited meanwhile).
      expect(phoneProblem(actual.context.requestedPhone)).toBeNull();
      expect(button.disabled).toBe(true);
      break;
    case 'countingDown':
      expect(actual.context.secondsLeft).toBeGreaterThan(0);
      expect(actual.context.secondsLeft).toBeLessThanOrEqual(CODE_RESEND_SECONDS);
      expect(button).toEqual({ label: `${actual.context.secondsLeft}秒后重新获取`, disabled: true });
      break;
  }
}

describe('verification-code machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => (step.event.type === 'PHONE_CHANGED' ? `PHONE ${step.event.phone || '∅'}` : step.event.type));
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${String(path.state.value)}`, async () => {
      const actor = createActor(verificationCodeMachine, { input: MODEL_INPUT }).start();
      const send = ({ event }: { event: { type: string } }) => actor.send(event as VerificationCodeEvent);
      await path.test({
        events: { PHONE_CHANGED: send, REQUEST: send, SENT: send, SEND_FAILED: send, TICK: send },
        states: { '*': (snapshot) => checkState(snapshot, actor.getSnapshot()) },
      });
      actor.stop();
    });
  }

  itTakesEveryTransition('verification-code', verificationCodeMachine, paths);
});

function run(events: VerificationCodeEvent[], input = {}) {
  const actor = createActor(verificationCodeMachine, { input }).start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  return { state: snapshot.value as VerificationCodeState, ...snapshot.context };
}

const ticks = (n: number): VerificationCodeEvent[] => Array.from({ length: n }, () => ({ type: 'TICK' }));
const phone = (value: string): VerificationCodeEvent => ({ type: 'PHONE_CHANGED', phone: value });

describe('verification-code behaviour', () => {
  it('checks the phone first, with its own messages', () => {
    expect(run([{ type: 'REQUEST' }])).toMatchObject({ state: 'enabled', error: VERIFICATION_CODE_MESSAGES.phoneBlank });
    expect(run([phone('null'), { type: 'REQUEST' }])).toMatchObject({ state: 'enabled', error: '手机号码不能为空！' });
    expect(run([phone('12912345678'), { type: 'REQUEST' }])).toMatchObject({ state: 'enabled', error: '手机号码格式不对！' });
    expect(run([phone('1391234567'), { type: 'REQUEST' }])).toMatchObject({ state: 'enabled', error: '手机号码格式不对！' });
    expect(run([phone('13912345678'), { type: 'REQUEST' }])).toMatchObject({ state: 'sending', error: null });
  });

  it('counts down 60 seconds by default, one step a second, then is enabled again', () => {
    const sent = [phone('13912345678'), { type: 'REQUEST' }, { type: 'SENT' }] as VerificationCodeEvent[];
    expect(CODE_RESEND_SECONDS).toBe(60);
    expect(run(sent)).toMatchObject({ state: 'countingDown', secondsLeft: CODE_RESEND_SECONDS });
    expect(run([...sent, ...ticks(59)])).toMatchObject({ state: 'countingDown', secondsLeft: 1 });
    expect(run([...sent, ...ticks(60)])).toMatchObject({ state: 'enabled', secondsLeft: 0 });
  });

  it('ignores a second request while sending or counting down', () => {
    const sent = [phone('13912345678'), { type: 'REQUEST' }, { type: 'SENT' }] as VerificationCodeEvent[];
    expect(run([...sent, { type: 'REQUEST' }, ...ticks(1)])).toMatchObject({ state: 'countingDown', secondsLeft: 59 });
  });

  it('a failed request shows the server’s message and re-enables the button at once', () => {
    expect(run([phone('13912345678'), { type: 'REQUEST' }, { type: 'SEND_FAILED', msg: '请60秒后再试' }])).toMatchObject({
      state: 'enabled',
      error: '请60秒后再试',
    });
  });
});
