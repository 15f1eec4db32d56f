import { describe, expect, it } from 'vitest';
import { MIN_PROPOSAL_SIGNERS, PROPOSAL_STATUS_CODES } from '@machines/proposal/index';
import { SUGGESTION_STATUS_CODES } from '@machines/suggestion/index';
import {
  EMPTY_DRAFT,
  backupKey,
  clearBackup,
  draftFormOf,
  draftPayload,
  draftProblems,
  isEmptyDraft,
  isRichTextBlank,
  readBackup,
  returningOpinion,
  sameDraft,
  signatureCount,
  signatureHint,
  writeBackup,
  type DraftForm,
} from '@web/features/proposal-and-suggest/draft-form/draft.logic';
import { messageToDraft, textToParagraphs } from '@web/features/proposal-and-suggest/leave-message.logic';
import { detailPath, editPath, parseId } from '@web/features/proposal-and-suggest/paths';
import { QUEUES } from '@web/features/proposal-and-suggest/queues';
import type { HistoryEntry } from '@web/features/workflow';

const signers = (n: number) => Array.from({ length: n }, (_, i) => ({ delegateId: i + 2, delegateName: `代表${i + 2}` }));
const form = (patch: Partial<DraftForm> = {}): DraftForm => ({ ...EMPTY_DRAFT, title: '关于某事的议案', content: '<p>正文</p>', ...patch });

class MemoryStore {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('signatures of a proposal (ten deputies in all, or the delegation’s name)', () => {
  it('counts the author and each co-signer once', () => {
    expect(MIN_PROPOSAL_SIGNERS).toBe(10);
    expect(signatureCount(form())).toEqual({ total: 1, needed: 9, enough: false });
    expect(signatureCount(form({ coSigners: [...signers(3), ...signers(3)] }))).toEqual({ total: 4, needed: 6, enough: false });
    expect(signatureCount(form({ coSigners: signers(9) }))).toEqual({ total: 10, needed: 0, enough: true });
    expect(signatureCount(form({ coSigners: signers(12) })).needed).toBe(0);
  });

  it('needs no co-signers in the delegation’s name', () => {
    expect(signatureCount(form({ byDelegation: true }))).toEqual({ total: 1, needed: 0, enough: true });
    expect(signatureHint(form({ byDelegation: true }), '巴州区代表团')).toBe('以巴州区代表团名义提出，无需联名');
  });

  it('says how many more are needed', () => {
    expect(signatureHint(form({ coSigners: signers(4) }))).toBe('已有 5 位代表（含本人），还需 5 位代表联名方可提交（共需 10 位）');
    expect(signatureHint(form({ coSigners: signers(9) }))).toBe('已有 10 位代表（含本人）联名，满足 10 位代表的要求');
  });
});

describe('submit validation', () => {
  it('asks for a title and content, in Chinese', () => {
    expect(draftProblems('suggest', form({ title: '  ', content: '<p></p>' }))).toEqual({ title: '标题不能为空', content: '内容不能为空' });
    expect(draftProblems('suggest', form({ title: 'null' })).title).toBe('标题不能为空');
    expect(draftProblems('suggest', form({ title: '题'.repeat(201) })).title).toBe('标题不能超过200个字');
    expect(draftProblems('suggest', form())).toEqual({});
  });

  it('refuses a proposal with too few signatures, not a suggestion', () => {
    expect(draftProblems('proposal', form({ coSigners: signers(2) })).coSigners).toBe('联名代表不足，还需 7 位代表联名，或以代表团名义提出');
    expect(draftProblems('proposal', form({ coSigners: signers(9) }))).toEqual({});
    expect(draftProblems('proposal', form({ byDelegation: true }))).toEqual({});
    expect(draftProblems('suggest', form())).toEqual({});
  });

  it('treats rich text without words or pictures as blank', () => {
    expect(isRichTextBlank('')).toBe(true);
    expect(isRichTextBlank(null)).toBe(true);
    expect(isRichTextBlank('<p></p><p> &nbsp; </p>')).toBe(true);
    expect(isRichTextBlank('<p><strong>字</strong></p>')).toBe(false);
    expect(isRichTextBlank('<p><img src="/a.png"></p>')).toBe(false);
  });
});

describe('draft payloads', () => {
  it('sends the trimmed title, content, unique co-signers and attachments when creating', () => {
    const draft = form({ title: '  标题  ', coSigners: [...signers(2), ...signers(1)], attachments: [{ name: 'a.pdf', objPath: 'p/a.pdf' }] });
    expect(draftPayload('suggest', draft, 7)).toEqual({ title: '标题', content: '<p>正文</p>', coSignerIds: [2, 3], attachments: [{ name: 'a.pdf', objPath: 'p/a.pdf' }] });
  });

  it('puts a proposal in the delegation’s name only when chosen, and clears it otherwise', () => {
    expect(draftPayload('proposal', form({ byDelegation: true }), 7).delegationId).toBe(7);
    expect(draftPayload('proposal', form({ byDelegation: false }), 7).delegationId).toBeNull();
    expect(draftPayload('proposal', form({ byDelegation: true }), null).delegationId).toBeNull();
    expect('delegationId' in draftPayload('suggest', form({ byDelegation: true }), 7)).toBe(false);
  });

  it('sends blank rich text as an empty string', () => {
    expect(draftPayload('suggest', form({ content: '<p></p>' }), null).content).toBe('');
  });


  it('reads a stored record back into the form', () => {
    const record = { title: 't', content: '<p>c</p>', coSigners: [{ delegateId: 3, delegateName: '王' }], attachments: [], delegationId: 5 };
    expect(draftFormOf(record)).toEqual({ title: 't', content: '<p>c</p>', coSigners: [{ delegateId: 3, delegateName: '王' }], attachments: [], byDelegation: true });
    expect(draftFormOf({ ...record, delegationId: null }).byDelegation).toBe(false);
  });

  it('compares drafts by what is stored', () => {
    expect(sameDraft(form(), form())).toBe(true);
    expect(sameDraft(form(), form({ coSigners: signers(1) }))).toBe(false);
    expect(sameDraft(form({ coSigners: signers(2) }), form({ coSigners: [...signers(2)].reverse() }))).toBe(false);
    expect(isEmptyDraft(EMPTY_DRAFT)).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, content: '<p></p>' })).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, title: '一' })).toBe(false);
  });
});

describe('the local copy of an unsaved draft', () => {
  it('is kept per user, kind and record', () => {
    expect(backupKey(5, 'proposal', null)).toBe('rdlz.draft.5.proposal.new');
    expect(backupKey('5', 'suggest', 12)).toBe('rdlz.draft.5.suggest.12');
    expect(backupKey(5, 'proposal', 12)).not.toBe(backupKey(6, 'proposal', 12));
  });

  it('is written, read back and cleared', () => {
    const store = new MemoryStore();
    const key = backupKey(1, 'proposal', null);
    const draft = form({ coSigners: signers(2), attachments: [{ name: 'a', objPath: 'b' }], byDelegation: true });
    writeBackup(store, key, draft, 1234);
    expect(readBackup(store, key)).toEqual({ form: draft, at: 1234 });
    clearBackup(store, key);
    expect(readBackup(store, key)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    const store = new MemoryStore();
    for (const raw of ['not json', '{}', '{"form":{"title":1},"at":1}', '{"form":{"title":"t","content":"c","coSigners":[{"delegateId":"x"}],"attachments":[]},"at":1}']) {
      store.setItem('k', raw);
      expect(readBackup(store, 'k')).toBeNull();
    }
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeBackup(broken, 'k', form(), 1)).not.toThrow();
    expect(readBackup(broken, 'k')).toBeNull();
    expect(() => clearBackup(broken, 'k')).not.toThrow();
  });
});

describe('the returning opinion', () => {
  const entry = (eventType: string, result: number | null, opinion: string | null): HistoryEntry => ({
    historyId: Math.random(),
    eventType,
    fromStatus: null,
    fromLabel: null,
    toStatus: null,
    toLabel: null,
    result,
    satisfaction: null,
    opinion,
    payload: null,
    actorName: null,
    actorRole: null,
    createTime: '2026-01-01T00:00:00Z',
  });

  it('is the latest examine that returned the record', () => {
    const history = [entry('SUBMIT', null, null), entry('EXAMINE', 3, '第一次退回'), entry('RESUBMIT', null, null), entry('EXAMINE', 0, '通过'), entry('EXAMINE', 3, '第二次退回')];
    expect(returningOpinion('proposal', history)?.opinion).toBe('第二次退回');
    expect(returningOpinion('suggest', [entry('EXAMINE', 2, '建议退回'), entry('EXAMINE', 3, '仅作参考')])?.opinion).toBe('建议退回');
    expect(returningOpinion('proposal', [entry('SUBMIT', null, null)])).toBeNull();
  });
});

describe('a suggestion made from a citizen’s message', () => {
  it('escapes the text and keeps one paragraph per line', () => {
    expect(textToParagraphs('第一行\n\n<b>第二行</b> & 更多')).toBe('<p>第一行</p><p>&lt;b&gt;第二行&lt;/b&gt; &amp; 更多</p>');
  });

  it('takes the title and content and names the message', () => {
    const draft = messageToDraft({ title: '路灯不亮', content: '红碑路路灯坏了', massesName: '苟大爷', massesSuggestId: 'M001' });
    expect(draft.title).toBe('路灯不亮');
    expect(draft.content).toBe('<p>红碑路路灯坏了</p><p>（根据群众留言 M001，留言人：苟大爷 整理）</p>');
  });
});

describe('the queues of the deputies’ pages', () => {
  const statuses = (list: string | undefined) => (list ?? '').split(',').filter(Boolean).map(Number).sort((a, b) => a - b);

  it('splits my proposals into in process (100–600, 701) and finished (700 and the conversions)', () => {
    expect(statuses(QUEUES.proposalsInProcess.params.status)).toEqual([100, 101, 200, 201, 300, 301, 400, 500, 600, 701]);
    expect(statuses(QUEUES.proposalsFinished.params.status)).toEqual([102, 202, 302, 700]);
    const all = [...statuses(QUEUES.proposalsInProcess.params.status), ...statuses(QUEUES.proposalsFinished.params.status)].sort((a, b) => a - b);
    expect(all).toEqual(PROPOSAL_STATUS_CODES.filter((code) => code !== 0).sort((a, b) => a - b));
  });

  it('splits my suggestions into in process (100–500) and finished (600)', () => {
    const all = [...statuses(QUEUES.suggestsInProcess.params.status), ...statuses(QUEUES.suggestsFinished.params.status)].sort((a, b) => a - b);
    expect(all).toEqual(SUGGESTION_STATUS_CODES.filter((code) => code !== 0).sort((a, b) => a - b));
    expect(statuses(QUEUES.suggestsFinished.params.status)).toEqual([600]);
  });

  it('lists drafts and mine with mine=true, others with others=true, each with an empty text', () => {
    for (const [key, definition] of Object.entries(QUEUES)) {
      expect(definition.emptyText, key).toMatch(/^暂无/);
      if (key.startsWith('other')) expect(definition.params).toEqual({ others: true });
      else expect(definition.params, key).toMatchObject({ mine: true });
    }
    expect(QUEUES.proposalDrafts.params.status).toBe('0');
    expect(QUEUES.suggestDrafts.params.status).toBe('0');
  });

  it('opens drafts in the form and submitted records in their detail page', () => {
    const row = { id: 9 } as Parameters<typeof QUEUES.proposalDrafts.detailPath>[0];
    expect(QUEUES.proposalDrafts.detailPath(row)).toBe('/client/proposalAndSuggest/proposal/create?id=9');
    expect(QUEUES.suggestDrafts.detailPath(row)).toBe('/client/proposalAndSuggest/suggest/makeSuggestions?id=9');
    expect(QUEUES.myProposals.detailPath(row)).toBe('/client/proposalAndSuggest/proposal/proposalExamineInfo?id=9');
    expect(QUEUES.otherSuggests.detailPath(row)).toBe('/client/proposalAndSuggest/suggest/suggestExmineInfo?id=9');
  });
});

describe('paths', () => {
  it('has the client and mobile pages of the documents', () => {
    expect(editPath('mobile', 'proposal')).toBe('/mobile/makeProposal');
    expect(editPath('mobile', 'proposal', 3)).toBe('/mobile/proposalEdit?id=3');
    expect(editPath('mobile', 'suggest', 3)).toBe('/mobile/suggestEdit?id=3');
    expect(detailPath('mobile', 'suggest', 3)).toBe('/mobile/detailsSuggest?id=3');
    expect(detailPath('mobile', 'proposal', 3)).toBe('/mobile/detailsProposal?id=3');
  });

  it('reads only positive integer ids', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '12345678901']) expect(parseId(bad)).toBeNull();
  });
});
