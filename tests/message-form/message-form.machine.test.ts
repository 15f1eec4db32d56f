import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { MessageSubmissionSchema } from '@shared/portal.schemas';
import Value from 'typebox/value';
import {
  MESSAGE_FORM_MESSAGES,
  emptyMessageFields,
  messageFormMachine,
  messageFormProblem,
  messageFormProblems,
  needsProofOfWork,
  payloadOf,
  type MessageFields,
  type MessageFormEvent,
} from '@machines/message-form/index';
import { itTakesEveryTransition, transitionCoveringPaths } from '../helpers/machine-coverage';

type Snapshot = SnapshotFrom<typeof messageFormMachine>;

const edit = (field: keyof MessageFields, value: string): MessageFormEvent => ({ type: 'EDIT', field, value });

const modelEvents: MessageFormEvent[] = [
  edit('title', '小区路灯不亮'),
  edit('content', '东城街道滨河路两侧路灯已坏一个月。'),
  edit('telephone', '1391234'),
  edit('telephone', '13912345678'),
  edit('inputCode', '123456'),
  { type: 'SET_AGREED', checked: true },
  { type: 'SET_AGREED', checked: false },
  { type: 'SUBMIT' },
  { type: 'PROVED', proof: { challenge: '1.挑战', nonce: '42' } },
  { type: 'PROOF_FAILED', msg: '网络超时' },
  { type: 'PROOF_FAILED' },
  { type: 'SUBMITTED', massesSuggestId: 'LY20260001' },
  { type: 'SUBMIT_FAILED', msg: '验证码错误或已失效' },
  { type: 'SUBMIT_FAILED' },
  { type: 'RESET' },
  { type: 'OPEN_NOTICE' },
  { type: 'CLOSE_NOTICE' },
];

/**
 * The form's fields only matter through the check they fail, so states are told apart by that
 * check rather than by every combination of typed values: the walk stays small and still
 * reaches every check and every transition.
 */
const abstractState = (snapshot: Snapshot) => {
  const { warning, failure, failureDetail, massesSuggestId, proof } = snapshot.context;
  return JSON.stringify({ value: snapshot.value, problem: messageFormProblem(snapshot.context), warning, failure, failureDetail, massesSuggestId, proof });
};
const traversal = {
  events: modelEvents,
  serializeState: abstractState,
  serializeEvent: (event: MessageFormEvent) => JSON.stringify(event),
};
const model = createTestModel(messageFormMachine, traversal);
const paths = transitionCoveringPaths(messageFormMachine, model, modelEvents, traversal);

const describeEvent = (event: MessageFormEvent) => {
  if (event.type === 'EDIT') return `EDIT ${event.field}=${event.value.slice(0, 6)}`;
  if (event.type === 'SET_AGREED') return `AGREED ${event.checked}`;
  if (event.type === 'SUBMIT_FAILED' || event.type === 'PROOF_FAILED') return `${event.type} ${event.msg ?? '∅'}`;
  return event.type;
};

/** What must hold in each state, whatever the way there. */
function checkState(expected: Snapshot, actual: Snapshot) {
  expect(abstractState(actual)).toBe(abstractState(expected));
  const { context } = actual;
  if (actual.matches({ form: 'proving' }) || actual.matches({ form: 'submitting' })) {
    // Nothing goes to the server that fails a check; the last attempt's messages are gone.
    expect(messageFormProblem(context)).toBeNull();
    expect([context.warning, context.failure, context.failureDetail]).toEqual([null, null, null]);
    expect(actual.hasTag('busy')).toBe(true);
  }
  if (actual.matches({ form: 'proving' })) {
    // Only a message without a phone is proved by work, and each attempt finds its own proof.
    expect(needsProofOfWork(context)).toBe(true);
    expect(context.proof).toBeNull();
  }
  if (actual.matches({ form: 'submitting' })) {
    // Without a phone the message goes with a proof; with one, with its code and no proof.
    expect(context.proof !== null).toBe(needsProofOfWork(context));
  }
  if (actual.matches({ form: 'submitted' })) {
    expect(context.massesSuggestId).not.toBeNull();
    expect(context.failure).toBeNull();
  }
  if (actual.matches({ form: 'filling' })) {
    expect(context.massesSuggestId).toBeNull();
    expect(context.proof).toBeNull();
    expect(actual.hasTag('busy')).toBe(false);
    // A shown warning is always the check that fails now.
    if (context.warning !== null) expect(context.warning).toBe(messageFormProblem(context));
    if (context.failure !== null) expect(context.failure).toBe(MSG.messageFailed);
  }
  if (context.failureDetail !== null) expect(context.failure).toBe(MSG.messageFailed);
}

describe('message-form machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => describeEvent(step.event));
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const actor = createActor(messageFormMachine).start();
      const send = ({ event }: { event: { type: string } }) => actor.send(event as MessageFormEvent);
      await path.test({
        events: {
          EDIT: send,
          SET_AGREED: send,
          SUBMIT: send,
          PROVED: send,
          PROOF_FAILED: send,
          SUBMITTED: send,
          SUBMIT_FAILED: send,
          RESET: send,
          OPEN_NOTICE: send,
          CLOSE_NOTICE: send,
        },
        states: { '*': (snapshot) => checkState(snapshot, actor.getSnapshot()) },
      });
      actor.stop();
    });
  }

  itTakesEveryTransition('message-form', messageFormMachine, paths);

  it('the walk reaches every check of a submission', () => {
    const warnings = new Set(paths.map((path) => path.state.context.warning));
    expect(warnings).toEqual(
      new Set([
        null,
        MESSAGE_FORM_MESSAGES.titleRequired,
        MESSAGE_FORM_MESSAGES.contentRequired,
        MESSAGE_FORM_MESSAGES.noticeNotAgreed,
        MESSAGE_FORM_MESSAGES.phoneInvalid,
        MESSAGE_FORM_MESSAGES.codeRequired,
      ]),
    );
  });
});

function run(events: MessageFormEvent[]) {
  const actor = createActor(messageFormMachine).start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

const complete: MessageFormEvent[] = [edit('title', '标题'), edit('content', '内容'), { type: 'SET_AGREED', checked: true }];
const submit: MessageFormEvent = { type: 'SUBMIT' };
const PROOF = { challenge: '1.1900000000000.17.挑战', nonce: '123' };
const proved: MessageFormEvent = { type: 'PROVED', proof: PROOF };
/** A complete message without a phone, submitted and proved: on its way to the server. */
const sent: MessageFormEvent[] = [...complete, submit, proved];

describe('message-form checks (lifecycles.md)', () => {
  it('checks title, then content, then the notice, one warning at a time', () => {
    expect(run([submit]).context.warning).toBe('标题不能为空！');
    expect(run([edit('content', '内容'), { type: 'SET_AGREED', checked: true }, submit]).context.warning).toBe('标题不能为空！');
    expect(run([edit('title', '标题'), submit]).context.warning).toBe('内容不能为空！');
    expect(run([edit('title', '标题'), { type: 'SET_AGREED', checked: true }, submit]).context.warning).toBe('内容不能为空！');
    expect(run([edit('title', '标题'), edit('content', '内容'), submit]).context.warning).toBe('请阅读并勾选留言须知！');
    const blocked = run([edit('title', '标题'), edit('content', '内容'), submit]);
    expect(blocked.matches({ form: 'filling' })).toBe(true);
  });

  it('counts whitespace and the text null as blank', () => {
    expect(run([edit('title', '   '), submit]).context.warning).toBe('标题不能为空！');
    expect(run([edit('title', '标题'), edit('content', 'null'), submit]).context.warning).toBe('内容不能为空！');
  });

  it('leaves name, phone and address optional; without a phone the browser proves the message by its work first', () => {
    const snapshot = run([...complete, submit]);
    expect(snapshot.matches({ form: 'proving' })).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.warning).toBeNull();
    const proven = run(sent);
    expect(proven.matches({ form: 'submitting' })).toBe(true);
    expect(proven.context.proof).toEqual(PROOF);
  });

  it('the work failing keeps the form and says so; the next attempt works again', () => {
    const failed = run([...complete, submit, { type: 'PROOF_FAILED' }]);
    expect(failed.matches({ form: 'filling' })).toBe(true);
    expect(failed.context).toMatchObject({ title: '标题', failure: '留言失败,请稍后再试', failureDetail: '安全验证未完成，请重试', proof: null });
    expect(run([...complete, submit, { type: 'PROOF_FAILED', msg: '网络超时' }]).context.failureDetail).toBe('网络超时');
    expect(run([...complete, submit, { type: 'PROOF_FAILED' }, submit]).matches({ form: 'proving' })).toBe(true);
  });

  it('a message with a phone goes with its code and needs no work', () => {
    const snapshot = run([...complete, edit('telephone', '13912345678'), edit('inputCode', '123456'), submit]);
    expect(snapshot.matches({ form: 'submitting' })).toBe(true);
    expect(snapshot.context.proof).toBeNull();
  });

  it('asks a given phone to be a mobile number proved by its code', () => {
    expect(run([...complete, edit('telephone', '12912345678'), submit]).context.warning).toBe('手机号码格式不对！');
    expect(run([...complete, edit('telephone', '13912345678'), submit]).context.warning).toBe('请输入短信验证码');
    expect(run([...complete, edit('telephone', '13912345678'), edit('inputCode', ' '), submit]).context.warning).toBe('请输入短信验证码');
    expect(run([...complete, edit('telephone', '13912345678'), edit('inputCode', '123456'), submit]).matches({ form: 'submitting' })).toBe(true);
    // The notice comes first, whatever the phone.
    expect(run([edit('title', '标题'), edit('content', '内容'), edit('telephone', '1'), submit]).context.warning).toBe('请阅读并勾选留言须知！');
  });

  it('lists every failed check of a submission, each under its field, the first one first', () => {
    expect(messageFormProblems(run([]).context)).toEqual({ title: '标题不能为空！', content: '内容不能为空！', isChecked: '请阅读并勾选留言须知！' });
    expect(Object.values(messageFormProblems(run([edit('telephone', '1')]).context))).toEqual(['标题不能为空！', '内容不能为空！', '请阅读并勾选留言须知！', '手机号码格式不对！']);
    expect(messageFormProblems(run([edit('title', '标题'), edit('telephone', '13912345678')]).context)).toEqual({ content: '内容不能为空！', isChecked: '请阅读并勾选留言须知！', inputCode: '请输入短信验证码' });
    expect(messageFormProblems(run([...complete, edit('telephone', '13912345678'), edit('inputCode', '123456')]).context)).toEqual({});
  });

  it('forgets a warning once the form changes', () => {
    expect(run([submit, edit('title', '标题')]).context.warning).toBeNull();
    expect(run([edit('title', '标题'), edit('content', '内容'), submit, { type: 'SET_AGREED', checked: true }]).context.warning).toBeNull();
  });

  it('one agree state serves the form and the notice dialog, open or closed', () => {
    const agreedInDialog = run([{ type: 'OPEN_NOTICE' }, { type: 'SET_AGREED', checked: true }, { type: 'CLOSE_NOTICE' }]);
    expect(agreedInDialog.context.isChecked).toBe(true);
    expect(agreedInDialog.matches({ notice: 'closed' })).toBe(true);
    expect(run([{ type: 'SET_AGREED', checked: true }, { type: 'OPEN_NOTICE' }, { type: 'SET_AGREED', checked: false }]).context.isChecked).toBe(false);
  });

  it('ignores edits and a second submit while the message is being proved or sent', () => {
    const proving = run([...complete, submit, edit('title', '改了'), submit]);
    expect(proving.matches({ form: 'proving' })).toBe(true);
    expect(proving.context.title).toBe('标题');
    const snapshot = run([...sent, edit('title', '改了'), submit, proved]);
    expect(snapshot.matches({ form: 'submitting' })).toBe(true);
    expect(snapshot.context.title).toBe('标题');
  });

  it('a failure keeps the form, shows 留言失败,请稍后再试 and the server’s reason, and forgets the spent proof', () => {
    const failed = run([...sent, { type: 'SUBMIT_FAILED', msg: '安全验证已失效，请重新提交' }]);
    expect(failed.matches({ form: 'filling' })).toBe(true);
    expect(failed.context).toMatchObject({ title: '标题', content: '内容', isChecked: true, failure: '留言失败,请稍后再试', failureDetail: '安全验证已失效，请重新提交', proof: null });
    expect(run([...sent, { type: 'SUBMIT_FAILED', msg: ' ' }]).context.failureDetail).toBeNull();
    // The failure stays while the user corrects the form, and a new attempt clears it.
    expect(run([...sent, { type: 'SUBMIT_FAILED' }, edit('inputCode', '1')]).context.failure).toBe('留言失败,请稍后再试');
    expect(run([...sent, { type: 'SUBMIT_FAILED' }, submit]).context.failure).toBeNull();
    // A new attempt that fails a check shows that check alone.
    const warned = run([...sent, { type: 'SUBMIT_FAILED', msg: '验证码错误或已失效' }, edit('title', ''), submit]).context;
    expect([warned.warning, warned.failure, warned.failureDetail]).toEqual(['标题不能为空！', null, null]);
  });

  it('keeps the message number, and RESET starts an empty form', () => {
    const submitted = run([...complete, edit('name', '李四'), submit, proved, { type: 'SUBMITTED', massesSuggestId: 'LY1' }]);
    expect(submitted.matches({ form: 'submitted' })).toBe(true);
    expect(submitted.context.massesSuggestId).toBe('LY1');
    const again = run([...complete, edit('name', '李四'), submit, proved, { type: 'SUBMITTED', massesSuggestId: 'LY1' }, { type: 'RESET' }]);
    expect(again.matches({ form: 'filling' })).toBe(true);
    expect(again.context).toEqual({ ...emptyMessageFields, isChecked: false, warning: null, failure: null, failureDetail: null, massesSuggestId: null, proof: null });
  });
});

describe('payloadOf (the submitted message payload)', () => {
  const delegate = { fkDelegateId: 7, delegateName: '张明华', fkStationId: 3 };
  const fields: MessageFields = {
    name: ' 李四 ',
    telephone: ' 13912345678 ',
    inputCode: ' 123456 ',
    title: ' 路灯 ',
    content: ' 路灯坏了 ',
    address: ' 滨河路 ',
  };

  it('trims every field and adds the delegate, and the code for a given phone', () => {
    expect(payloadOf(fields, delegate)).toEqual({
      massesName: '李四',
      massesPhone: '13912345678',
      title: '路灯',
      content: '路灯坏了',
      address: '滨河路',
      fkDelegateId: 7,
      delegateName: '张明华',
      fkStationId: 3,
      code: '123456',
    });
  });

  it('sends empty optional fields as null, and no code without a phone', () => {
    const payload = payloadOf({ ...emptyMessageFields, title: '标题', content: '内容', inputCode: '123456', name: '  ' }, { ...delegate, fkStationId: null });
    expect(payload).toEqual({ massesName: null, massesPhone: null, title: '标题', content: '内容', address: null, fkDelegateId: 7, delegateName: '张明华', fkStationId: null });
    expect('code' in payload).toBe(false);
  });

  it('sends the proof of work without a phone, and never with one', () => {
    const withoutPhone = { ...emptyMessageFields, title: '标题', content: '内容', proof: PROOF };
    expect(payloadOf(withoutPhone, delegate).proof).toEqual(PROOF);
    expect('proof' in payloadOf({ ...fields, proof: PROOF }, delegate)).toBe(false);
  });

  it('matches the server’s body schema', () => {
    expect(Value.Check(MessageSubmissionSchema, payloadOf(fields, delegate))).toBe(true);
    expect(Value.Check(MessageSubmissionSchema, payloadOf({ ...emptyMessageFields, title: 't', content: 'c' }, delegate))).toBe(true);
    expect(Value.Check(MessageSubmissionSchema, payloadOf({ ...emptyMessageFields, title: 't', content: 'c', proof: PROOF }, delegate))).toBe(true);
  });
});
