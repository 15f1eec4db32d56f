import { describe, expect, it } from 'vitest';
import { unitAssignmentProblem } from '@machines/workflow';
import {
  ANSWER_CATEGORY_OPTIONS,
  actionEvents,
  addUnit,
  assignProblem,
  dialogKindOf,
  eventBody,
  eventTextMax,
  evaluateProblem,
  examineOpinionRequired,
  examineProblem,
  examineResultOptions,
  operationCodeOf,
  removeUnit,
  replyProblem,
  setAssignType,
  setMainUnit,
  textProblem,
  textToHtml,
  type UnitRow,
} from '@web/features/workflow/event-forms';
import { INITIAL_FILTERS, columnsOf, dateLabel, dateTimeLabel, exportParams, fileNameOf, queueParams } from '@web/features/workflow/queue.model';
import { actingBodyOf, answerCategoryLabel, examineResultLabel, payloadUnits, timelineOf } from '@web/features/workflow/record-detail.model';
import { DETAIL_ROUTES } from '@web/features/advise-management/paths';
import { detailTypeFor, queueFor, safeBackPath } from '@web/features/advise-management/queues';

describe('the action bar', () => {
  it('offers every allowed event except the draft editor’s', () => {
    expect(actionEvents(['SAVE', 'SUBMIT', 'DELETE', 'RESUBMIT', 'REQUEST_WITHDRAWAL', 'EXAMINE'])).toEqual(['REQUEST_WITHDRAWAL', 'EXAMINE']);
    expect(actionEvents(['READ', 'PROPOSE'])).toEqual([]);
  });

  it('opens the right dialog for each event', () => {
    expect(dialogKindOf('EXAMINE')).toBe('examine');
    expect(dialogKindOf('ASSIGN')).toBe('assign');
    expect(dialogKindOf('SIGN_FOR')).toBe('confirm');
    for (const event of ['APPLY_ADJUST', 'APPLY_DELAY', 'REQUEST_WITHDRAWAL']) expect(dialogKindOf(event)).toBe('reason');
    for (const event of ['APPROVE_DELAY', 'REJECT_DELAY', 'APPROVE_WITHDRAWAL', 'REJECT_WITHDRAWAL', 'CONCLUDE']) expect(dialogKindOf(event)).toBe('confirm');
    expect(dialogKindOf('OPINION')).toBe('opinion');
    expect(dialogKindOf('REPLY')).toBe('reply');
    expect(dialogKindOf('EVALUATE')).toBe('evaluate');
    expect(dialogKindOf('SAVE')).toBeNull();
  });

  it('gates each button by the operation code its menu grants', () => {
    expect(operationCodeOf('proposal', 'EXAMINE')).toBe('proposalExamine');
    expect(operationCodeOf('suggest', 'EXAMINE')).toBe('suggestExamine');
    expect(operationCodeOf('suggest', 'SIGN_FOR')).toBe('suggestSignIn');
    expect(operationCodeOf('proposal', 'APPROVE_WITHDRAWAL')).toBe('proposalWithdrawApprove');
    expect(operationCodeOf('proposal', 'SIGN_FOR')).toBeNull();
  });

  it('always sends the record’s version and leaves blank optional texts out', () => {
    expect(eventBody('CONCLUDE', 7, { opinion: '  ' })).toEqual({ type: 'CONCLUDE', version: 7 });
    expect(eventBody('EXAMINE', 3, { result: 0, opinion: 'null' })).toEqual({ type: 'EXAMINE', version: 3, result: 0 });
    expect(eventBody('EXAMINE', 3, { result: 1, opinion: '转为建议办理' })).toEqual({ type: 'EXAMINE', version: 3, result: 1, opinion: '转为建议办理' });
  });
});

describe('the examine form', () => {
  it('offers the lifecycle’s results with their labels', () => {
    expect(examineResultOptions('proposal')).toEqual([
      { value: 0, label: '作为议案' },
      { value: 1, label: '转为建议' },
      { value: 3, label: '退回' },
    ]);
    expect(examineResultOptions('suggest').map((o) => o.label)).toEqual(['通过', '退回', '仅作参考']);
  });

  it('asks for an opinion exactly where the rules do', () => {
    // Asked of the machines: the same guards the server runs.
    for (const status of [100, 200, 300]) expect([0, 1, 3].map((r) => examineOpinionRequired('proposal', status, r))).toEqual([false, true, true]);
    for (const status of [100, 200]) expect([1, 2, 3].map((r) => examineOpinionRequired('suggest', status, r))).toEqual([false, true, true]);
    expect(examineProblem('proposal', 100, { result: null, opinion: '' })).toBe('请选择审查结果');
    expect(examineProblem('proposal', 100, { result: 2, opinion: 'x' })).toBe('请选择审查结果');
    expect(examineProblem('proposal', 100, { result: 0, opinion: '' })).toBeNull();
    expect(examineProblem('proposal', 300, { result: 3, opinion: ' null ' })).toBe('请填写意见');
    expect(examineProblem('suggest', 200, { result: 2, opinion: '请补充' })).toBeNull();
  });
});

describe('the assignment form', () => {
  const unit = (unitId: number, assignType = 4) => ({ unitId, unitName: `单位${unitId}`, assignType });

  it('makes the first unit the main one and keeps exactly one main unit', () => {
    let rows: UnitRow[] = [];
    rows = addUnit(rows, unit(1));
    rows = addUnit(rows, unit(2, 7));
    rows = addUnit(rows, unit(2, 7));
    expect(rows.map((r) => [r.unitId, r.main])).toEqual([
      [1, true],
      [2, false],
    ]);
    rows = setMainUnit(rows, 2);
    expect(rows.filter((r) => r.main).map((r) => r.unitId)).toEqual([2]);
    expect(assignProblem(rows)).toBeNull();
  });

  it('passes the main role on when the main unit is removed', () => {
    const rows = removeUnit(addUnit(addUnit([], unit(1)), unit(2)), 1);
    expect(rows).toEqual([{ ...unit(2), main: true }]);
    expect(removeUnit(rows, 2)).toEqual([]);
  });

  it('uses the machine’s own rule', () => {
    const cases: UnitRow[][] = [
      [],
      [{ ...unit(1), main: false }],
      [
        { ...unit(1), main: true },
        { ...unit(2), main: true },
      ],
      [{ ...unit(1, 9), main: true }],
      setAssignType([{ ...unit(1), main: true }], 1, 0),
    ];
    for (const rows of cases) {
      expect(assignProblem(rows)).not.toBeNull();
      expect(assignProblem(rows)).toBe(unitAssignmentProblem(rows));
    }
    expect(assignProblem([])).toBe('请至少选择一个交办单位');
    expect(setAssignType([{ ...unit(1), main: true }], 1, 7)[0].assignType).toBe(7);
  });
});

describe('reply, reasons and evaluation', () => {
  it('needs a reply text and an answer category', () => {
    expect(replyProblem({ content: '', answerCategory: 'A' })).toBe('请填写答复内容');
    expect(replyProblem({ content: '已解决', answerCategory: null })).toBe('请选择答复类别');
    expect(replyProblem({ content: '已解决', answerCategory: 'B' })).toBeNull();
    // The limit is the REPLY schema's, on the stored paragraphs: escaped symbols count.
    const max = eventTextMax('proposal', 'REPLY', 'content');
    expect(max).toBe(20_000);
    expect(replyProblem({ content: '办'.repeat(max - 7), answerCategory: 'B' }, max)).toBeNull();
    expect(replyProblem({ content: '办'.repeat(max - 6), answerCategory: 'B' }, max)).toBe('答复内容过长，请精简后再提交');
    expect(replyProblem({ content: '<'.repeat(max / 4), answerCategory: 'B' }, max)).toBe('答复内容过长，请精简后再提交');
    expect(ANSWER_CATEGORY_OPTIONS.map((o) => o.value)).toEqual(['A', 'B', 'C']);
    expect(ANSWER_CATEGORY_OPTIONS[0].label).toBe('A类：所提问题已经解决或基本解决');
  });

  it('turns typed lines into escaped paragraphs', () => {
    expect(textToHtml(' 第一行\n<b>第二行</b> & 完 \n')).toBe('<p>第一行</p><p>&lt;b&gt;第二行&lt;/b&gt; &amp; 完</p>');
  });

  it('limits each text box to what the event’s schema takes', () => {
    expect(eventTextMax('proposal', 'EXAMINE', 'opinion')).toBe(2000);
    expect(eventTextMax('suggest', 'APPLY_DELAY', 'reason')).toBe(2000);
    expect(eventTextMax('suggest', 'EVALUATE', 'comment')).toBe(2000);
    expect(eventTextMax('proposal', 'SIGN_FOR', 'opinion')).toBe(0);
  });

  it('refuses a blank reason and an evaluation without a satisfaction', () => {
    expect(textProblem(' ', '请填写理由')).toBe('请填写理由');
    expect(textProblem('需跨年度实施', '请填写理由')).toBeNull();
    expect(evaluateProblem({ satisfaction: null })).toBe('请选择满意度');
    expect(evaluateProblem({ satisfaction: 3 })).toBeNull();
  });
});

describe('the queue model', () => {
  const definition = { params: { status: '500,600' }, statusOptions: [500, 600] };

  it('adds the user’s filters to the fixed ones without widening them', () => {
    expect(queueParams(definition, INITIAL_FILTERS)).toEqual({ status: '500,600', pageNum: 1, pageSize: 10 });
    expect(queueParams(definition, { ...INITIAL_FILTERS, status: 600, keyword: ' 第012号 ', session: '5-3', pageNum: 2, pageSize: 50 })).toEqual({
      status: '600',
      keyword: '第012号',
      term: 5,
      times: 3,
      pageNum: 2,
      pageSize: 50,
    });
    expect(queueParams(definition, { ...INITIAL_FILTERS, status: 100 }).status).toBe('500,600');
    expect(exportParams({ params: { attention: true } }, { ...INITIAL_FILTERS, pageNum: 3 })).toEqual({ attention: true });
  });

  it('shows the title always, in a fixed column order', () => {
    expect(columnsOf({ type: 'proposal' })).not.toContain('dueDate');
    expect(columnsOf({ type: 'suggest' })).toContain('dueDate');
    expect(columnsOf({ type: 'suggest', columns: ['status', 'number'] })).toEqual(['number', 'title', 'status']);
  });

  it('reads the Chinese file name of a download', () => {
    const name = '议案列表_202611211030.xlsx';
    expect(fileNameOf(`attachment; filename="_____202611211030.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`, 'x.xlsx')).toBe(name);
    expect(fileNameOf('attachment; filename="list.xlsx"', 'x.xlsx')).toBe('list.xlsx');
    expect(fileNameOf(undefined, 'x.xlsx')).toBe('x.xlsx');
  });

  it('formats times on the China Standard Time calendar', () => {
    expect(dateLabel('2026-03-31T16:30:00.000Z')).toBe('2026-04-01');
    expect(dateTimeLabel('2026-03-31T16:30:05.000Z')).toBe('2026-04-01 00:30:05');
    expect(dateLabel(null)).toBe('');
  });
});

describe('the timeline labels', () => {
  it('names the examining body by where the record stood', () => {
    expect(actingBodyOf('proposal', { eventType: 'EXAMINE', fromStatus: 200, actorRole: 'NPC_SPECIAL_COMMITTEE' })).toBe('审查机构');
    expect(actingBodyOf('suggest', { eventType: 'EXAMINE', fromStatus: 100, actorRole: 'NPC_DELEGATION' })).toBe('代表团');
    expect(actingBodyOf('suggest', { eventType: 'SIGN_FOR', fromStatus: 301, actorRole: 'NPC_GOV' })).toBe('政府部门');
    expect(examineResultLabel('proposal', 1)).toBe('转为建议');
    expect(examineResultLabel('suggest', 3)).toBe('仅作参考');
    expect(answerCategoryLabel('C')).toBe('C类：因条件限制或其他原因暂时难以解决');
    expect(payloadUnits({ units: [{ unitId: 3, assignType: 4, main: true }, { bad: 1 }] })).toEqual([{ unitId: 3, assignType: 4, main: true }]);
  });
});

describe('the manager queue table', () => {
  it('has one definition for every page of the issue', () => {
    const pages = [
      'proposal/waitExamineByGroup',
      'proposal/waitExamineByOrganization',
      'proposal/waitExamineByPresidium',
      'proposal/examineProposal',
      'proposal/assignmentProposal',
      'proposal/waitAssignmentByPresidium',
      'proposal/handleProposal',
      'proposal/inProcess',
      'proposal/repliedProposal',
      'proposal/completedProposal',
      'proposal/allProposal',
      'suggest/waitExamineByDelegation',
      'suggest/waitExamine',
      'suggest/examineSuggest',
      'suggest/waitAssignment',
      'suggest/assignmentSuggest',
      'suggest/signInSuggest',
      'suggest/inProcess',
      'actingWorkingCommittee/pendingTrial',
      'actingWorkingCommittee/pendingTrialByDelegation',
      'actingWorkingCommittee/applyAdjustAdvice',
      'actingWorkingCommittee/adviceDelay',
      'actingWorkingCommittee/repliedAdvice',
      'actingWorkingCommittee/completedAdvice',
      'actingWorkingCommittee/allAdviceFile',
      'handlingUnit/handleAdvice',
      'handlingUnit/answerAdvice',
      'handlingUnit/completedAdvice',
      'handlingUnit/allAdviceFile',
      'handlingUnit/keySuggestions',
      'delegation/awaitAdvise',
      'delegation/myDelegation',
    ].map((page) => `adviseManagement/${page}`);
    for (const page of pages) expect(queueFor(`/manager/${page}`), page).not.toBeNull();
    expect(Object.values(DETAIL_ROUTES).sort()).toEqual(['adviseManagement/actingWorkingCommittee/adviceInfo', 'adviseManagement/proposal/proposalDetails']);
  });

  it('finds a queue by its address and links rows to the detail with a way back', () => {
    const queue = queueFor('/manager/adviseManagement/proposal/waitExamineByGroup');
    expect(queue).toMatchObject({ type: 'proposal', title: '审查小组登记', params: { status: '100' } });
    expect(queue!.detailPath({ id: 7 } as never)).toBe(
      `/manager/adviseManagement/proposal/proposalDetails?id=7&from=${encodeURIComponent('/manager/adviseManagement/proposal/waitExamineByGroup')}`,
    );
    expect(queueFor('/manager/adviseManagement/handlingUnit/answerAdvice/')?.params).toEqual({ status: '400', mainUnit: true });
    expect(queueFor('/manager/adviseManagement/unknown')).toBeNull();
    expect(detailTypeFor('/manager/adviseManagement/actingWorkingCommittee/adviceInfo')).toBe('suggest');
    expect(safeBackPath('/manager/adviseManagement/suggest/waitAssignment')).toBe('/manager/adviseManagement/suggest/waitAssignment');
    expect(safeBackPath('https://example.com/')).toBeNull();
    expect(safeBackPath('/manager/adviseManagement//evil.com')).toBeNull();
  });
});

describe('the timeline', () => {
  it('shows a run of autosaves once, as its latest, and every other event', () => {
    const rows = ['CREATE', 'SAVE', 'SAVE', 'SAVE', 'SUBMIT', 'EXAMINE', 'SAVE', 'RESUBMIT'].map((eventType, historyId) => ({ historyId, eventType }));
    expect(timelineOf(rows).map((row) => row.historyId)).toEqual([0, 3, 4, 5, 6, 7]);
  });
});
