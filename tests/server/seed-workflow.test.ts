import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROPOSAL_STATUS_CODES, proposalWorkflow } from '@machines/proposal';
import { SUGGESTION_STATUS_CODES, isSuggestionOverdue, suggestionWorkflow } from '@machines/suggestion';
import { stationMessageWorkflow } from '@machines/station-message';
import { addCalendarMonths } from '@machines/workflow';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import {
  contactStationSuggest,
  contactStationSuggestHistory,
  npcDelegate,
  proposal,
  proposalHistory,
  suggest,
  suggestHistory,
  sysUser,
} from '@server/db/schema';
import { seedDemoData } from '@server/seed';

// The demo's "today": every event lies before it, and the overdue suggestion is overdue on it.
const TODAY = '2026-11-21T00:00:00Z';
const SEASON_START = Date.parse('2026-03-01T00:00:00+08:00');

let handle: DatabaseHandle;
const db = () => handle.db;

type Proposal = typeof proposal.$inferSelect;
type Suggestion = typeof suggest.$inferSelect;
type Message = typeof contactStationSuggest.$inferSelect;
interface History {
  eventType: string;
  fromStatus: number | null;
  toStatus: number | null;
  opinion: string | null;
  actorRole: string;
  createTime: string;
}

let proposals: Proposal[];
let suggestions: Suggestion[];
let messages: Message[];
const historyOf = {
  proposal: new Map<number, History[]>(),
  suggest: new Map<number, History[]>(),
  message: new Map<string, History[]>(),
};

function group<K>(rows: (History & { key: K; historyId: number })[]): Map<K, History[]> {
  const out = new Map<K, History[]>();
  for (const row of [...rows].sort((a, b) => a.historyId - b.historyId)) {
    if (!out.has(row.key)) out.set(row.key, []);
    out.get(row.key)!.push(row);
  }
  return out;
}

const time = (value: string) => Date.parse(value);
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  expect(await seedDemoData(handle.db)).toEqual({ seeded: true });

  proposals = await db().select().from(proposal);
  suggestions = await db().select().from(suggest);
  messages = await db().select().from(contactStationSuggest);
  historyOf.proposal = group(
    (await db().select().from(proposalHistory)).map((row) => ({ ...row, key: row.fkProposalId })),
  );
  historyOf.suggest = group((await db().select().from(suggestHistory)).map((row) => ({ ...row, key: row.fkSuggestId })));
  historyOf.message = group(
    (await db().select().from(contactStationSuggestHistory)).map((row) => ({ ...row, key: row.fkMassesSuggestId })),
  );
});

afterAll(async () => {
  await handle?.close();
});

type Workflow = { transitions(): { from: number; eventType: string; to: number | 'history'; historyTargets: number[] }[] };

/**
 * Replays a history against the machine's transitions: each row leaves the status the previous
 * one reached, by a transition the machine has, and the last reaches the record's status.
 */
function replay(workflow: Workflow, history: History[], status: number, start: { status: number | null; index: number }): string[] {
  const rows = workflow.transitions();
  const problems: string[] = [];
  let current = start.status;
  for (const [i, entry] of history.slice(start.index).entries()) {
    if (entry.fromStatus !== current) problems.push(`row ${i}: ${entry.eventType} leaves ${entry.fromStatus}, but the record was at ${current}`);
    const matches = rows.filter(
      (row) =>
        row.from === entry.fromStatus &&
        row.eventType === entry.eventType &&
        (row.to === entry.toStatus || (row.to === 'history' && row.historyTargets.includes(entry.toStatus!))),
    );
    if (matches.length === 0) problems.push(`row ${i}: no transition ${entry.fromStatus} ${entry.eventType} → ${entry.toStatus}`);
    if (matches.some((row) => row.to === 'history')) {
      const request = history.slice(0, start.index + i).findLast((row) => row.eventType === 'REQUEST_WITHDRAWAL');
      if (request?.fromStatus !== entry.toStatus) problems.push(`row ${i}: returns to ${entry.toStatus}, not to ${request?.fromStatus}`);
    }
    current = entry.toStatus;
  }
  if (current !== status) problems.push(`history ends at ${current}, the record is at ${status}`);
  return problems;
}

function increasing(history: History[], after?: string): boolean {
  const times = [...(after ? [time(after)] : []), ...history.map((row) => time(row.createTime))];
  return times.every((t, i) => i === 0 || t > times[i - 1]);
}

/** Monday to Friday, 08:30–18:00 in Bazhong (UTC+8). */
function atOfficeHours(value: string): boolean {
  const wall = new Date(time(value) + 8 * 3_600_000);
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  return wall.getUTCDay() >= 1 && wall.getUTCDay() <= 5 && minutes >= 8 * 60 + 30 && minutes <= 18 * 60;
}

const types = (history: History[]) => history.map((row) => row.eventType);

describe('every status of every lifecycle', () => {
  it('has a proposal in each proposal status', () => {
    for (const status of PROPOSAL_STATUS_CODES) expect(proposals.some((p) => p.status === status), `proposal ${status}`).toBe(true);
  });

  it('has a suggestion in each suggestion status', () => {
    for (const status of SUGGESTION_STATUS_CODES) expect(suggestions.some((s) => s.status === status), `suggestion ${status}`).toBe(true);
  });

  it('has at least two messages in each handleStatus, read and unread ones at 0', () => {
    for (const status of [0, 100, 200, 300]) {
      expect(messages.filter((m) => m.handleStatus === status).length, `message ${status}`).toBeGreaterThanOrEqual(2);
    }
    const waiting = messages.filter((m) => m.handleStatus === 0);
    expect(new Set(waiting.map((m) => m.isRead))).toEqual(new Set([true, false]));
  });
});

describe('histories are real', () => {
  it('replays every proposal from CREATE through the transitions of the machine', () => {
    for (const p of proposals) {
      const history = historyOf.proposal.get(p.proposalId) ?? [];
      expect(history[0], p.title!).toMatchObject({ eventType: 'CREATE', fromStatus: null, toStatus: 0 });
      expect(replay(proposalWorkflow, history, p.status, { status: 0, index: 1 }), p.title!).toEqual([]);
      expect(p.version, p.title!).toBe(history.length - 1);
      expect(time(history[0].createTime)).toBe(time(p.createTime));
      expect(increasing(history), p.title!).toBe(true);
    }
  });

  it('replays every suggestion from CREATE at 0, or at 300 when a proposal was turned into it', () => {
    for (const s of suggestions) {
      const history = historyOf.suggest.get(s.suggestId) ?? [];
      const start = s.linkedProposalId === null ? 0 : 300;
      expect(history[0], s.title!).toMatchObject({ eventType: 'CREATE', fromStatus: null, toStatus: start });
      expect(replay(suggestionWorkflow, history, s.status, { status: start, index: 1 }), s.title!).toEqual([]);
      expect(s.version, s.title!).toBe(history.length - 1);
      expect(increasing(history), s.title!).toBe(true);
    }
  });

  it('replays every message from its submission at 0, which has no history row of its own', () => {
    for (const m of messages) {
      const history = historyOf.message.get(m.massesSuggestId) ?? [];
      expect(history.some((row) => row.eventType === 'CREATE')).toBe(false);
      expect(replay(stationMessageWorkflow, history, m.handleStatus, { status: 0, index: 0 }), m.title).toEqual([]);
      expect(m.version).toBe(history.length);
      expect(increasing(history, m.createTime), m.title).toBe(true);
    }
  });

  it('dates every event in the session, before today, at office hours', () => {
    const all = [...historyOf.proposal.values(), ...historyOf.suggest.values(), ...historyOf.message.values()].flat();
    expect(all.length).toBeGreaterThan(200);
    for (const row of all) {
      expect(time(row.createTime)).toBeGreaterThanOrEqual(SEASON_START);
      expect(time(row.createTime)).toBeLessThan(time(TODAY));
      expect(atOfficeHours(row.createTime), `${row.eventType} at ${row.createTime}`).toBe(true);
    }
    for (const m of messages) expect(time(m.createTime)).toBeGreaterThanOrEqual(SEASON_START);
  });
});

describe('the stories the demo tells', () => {
  const withEvents = <T extends { proposalId: number }>(list: T[], events: string[]) =>
    list.filter((p) => events.every((e) => types(historyOf.proposal.get(p.proposalId)!).includes(e)));

  it('links each proposal turned into a suggestion both ways, the suggestion created at that moment', () => {
    for (const p of proposals.filter((x) => [102, 202, 302].includes(x.status))) {
      const linked = suggestions.find((s) => s.suggestId === p.linkedSuggestId);
      expect(linked?.linkedProposalId, p.title!).toBe(p.proposalId);
      const turned = historyOf.proposal.get(p.proposalId)!.at(-1)!;
      const created = historyOf.suggest.get(linked!.suggestId)![0];
      expect(time(created.createTime)).toBe(time(turned.createTime));
      expect(linked!.serialNo).not.toBeNull();
    }
    expect(suggestions.filter((s) => s.linkedProposalId !== null && s.status === 300).length).toBeGreaterThanOrEqual(1);
  });

  it('concludes proposals by satisfaction, after rehandling, and by the congress administrator', () => {
    const concluded = proposals.filter((p) => p.status === 700);
    expect(concluded.some((p) => [1, 2].includes(p.satisfaction!) && !p.rehandled)).toBe(true);
    const rehandled = concluded.find((p) => p.rehandled)!;
    const history = types(historyOf.proposal.get(rehandled.proposalId)!);
    expect(history.filter((e) => e === 'REPLY')).toHaveLength(2);
    expect(history.filter((e) => e === 'EVALUATE')).toHaveLength(2);
    expect(concluded.some((p) => types(historyOf.proposal.get(p.proposalId)!).includes('CONCLUDE'))).toBe(true);
  });

  it('rejects one withdrawal back where it was and approves one back to a draft that keeps its number', () => {
    const [rejected] = withEvents(proposals, ['REQUEST_WITHDRAWAL', 'REJECT_WITHDRAWAL']);
    const history = historyOf.proposal.get(rejected.proposalId)!;
    expect(rejected.status).toBe(history.find((row) => row.eventType === 'REQUEST_WITHDRAWAL')!.fromStatus);
    expect(rejected.withdrawnFrom).toBeNull();
    const [approved] = withEvents(proposals, ['REQUEST_WITHDRAWAL', 'APPROVE_WITHDRAWAL']);
    expect(approved.status).toBe(0);
    expect(approved.serialNo).not.toBeNull();
    const pending = proposals.find((p) => p.status === 701)!;
    expect(pending.withdrawnFrom).toBe(historyOf.proposal.get(pending.proposalId)!.at(-1)!.fromStatus);
  });

  it('gives every submitted proposal ten deputies or its author’s delegation', async () => {
    const deputies = await db().select({ id: npcDelegate.delegateId, delegation: npcDelegate.fkDelegationId }).from(npcDelegate);
    const delegationOf = new Map(deputies.map((d) => [d.id, d.delegation]));
    for (const p of proposals.filter((x) => x.serialNo !== null)) {
      const signers = new Set([p.authorDelegateId, ...p.coSignerDelegateIds]);
      const inDelegationName = p.delegationId !== null && p.delegationId === delegationOf.get(p.authorDelegateId);
      expect(signers.size >= 10 || inDelegationName, p.title!).toBe(true);
    }
  });

  it('sends one suggestion back for reassignment with the unit’s reason', () => {
    const adjusted = suggestions.find((s) => s.status === 300 && s.adjustReason !== null)!;
    expect(adjusted.units).toEqual([]);
    expect(types(historyOf.suggest.get(adjusted.suggestId)!)).toContain('APPLY_ADJUST');
  });

  it('waits at 301 for the main unit while the co-handling unit has signed', () => {
    expect(
      suggestions.some(
        (s) => s.status === 301 && s.units.some((u) => !u.main && u.signedAt !== null) && s.units.some((u) => u.main && u.signedAt === null),
      ),
    ).toBe(true);
  });

  it('has a delay pending, a delay approved with six months from assignment, and an overdue suggestion', () => {
    const inHandling = suggestions.filter((s) => s.status === 400);
    expect(inHandling.some((s) => s.delayPending)).toBe(true);
    const extended = inHandling.find((s) => s.delayRequested && !s.delayPending && types(historyOf.suggest.get(s.suggestId)!).includes('APPROVE_DELAY'))!;
    expect(iso(extended.dueDate)).toBe(addCalendarMonths(iso(extended.assignedAt)!, 6));

    const overdue = suggestions.filter((s) => isSuggestionOverdue({ status: s.status as never, dueDate: iso(s.dueDate) }, TODAY));
    expect(overdue.length).toBeGreaterThanOrEqual(1);
    for (const s of overdue) {
      expect(time(iso(s.assignedAt)!)).toBeLessThan(time(addCalendarMonths(TODAY, -3)));
      expect(s.repliedAt).toBeNull();
    }
  });

  it('concludes suggestions by evaluation, as reference only at 100 and at 200, and by the working committee', () => {
    const concluded = suggestions.filter((s) => s.status === 600);
    const last = (s: Suggestion) => historyOf.suggest.get(s.suggestId)!.at(-1)!;
    expect(concluded.some((s) => last(s).eventType === 'EVALUATE')).toBe(true);
    expect(concluded.some((s) => s.referenceOnly && last(s).fromStatus === 100)).toBe(true);
    expect(concluded.some((s) => s.referenceOnly && last(s).fromStatus === 200)).toBe(true);
    expect(concluded.some((s) => last(s).eventType === 'CONCLUDE' && last(s).actorRole === 'NPC_WORK')).toBe(true);
  });

  it('numbers every submitted record once within its term and session, and never a draft', () => {
    for (const [list, kind] of [
      [proposals, 'proposal'],
      [suggestions, 'suggest'],
    ] as const) {
      const numbered = list.filter((r) => r.serialNo !== null);
      const keys = numbered.map((r) => `${r.term}/${r.times}/${r.serialNo}`);
      expect(new Set(keys).size, kind).toBe(keys.length);
      for (const r of list) {
        const id = 'proposalId' in r ? r.proposalId : r.suggestId;
        const history = (kind === 'proposal' ? historyOf.proposal.get(id) : historyOf.suggest.get(id))!;
        const everSubmitted = history.some((row) => row.eventType === 'SUBMIT') || history[0].toStatus === 300;
        expect(r.serialNo !== null, r.title!).toBe(everSubmitted);
      }
    }
  });
});

describe('citizens’ messages at 巴州区东城街道代表联络站', () => {
  it('are addressed to deputies of the station the manager 13800000007 runs', async () => {
    const [manager] = await db().select().from(sysUser).where(eq(sysUser.username, '13800000007'));
    const [zhang] = await db().select().from(sysUser).where(eq(sysUser.username, '13900000001'));
    expect(messages.every((m) => m.fkStationId === manager.fkStationId)).toBe(true);
    expect(messages.filter((m) => m.fkDelegateId === zhang.fkDelegateId).length).toBeGreaterThanOrEqual(4);
    expect(new Set(messages.map((m) => m.fkDelegateId)).size).toBeGreaterThan(2);
  });

  it('carry a message number LY + submission day + four digits', () => {
    for (const m of messages) {
      const day = new Date(time(m.createTime) + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
      expect(m.massesSuggestId).toMatch(new RegExp(`^LY${day}\\d{4}$`));
    }
  });

  it('are handled at 300 both directly by the deputy and through the station', () => {
    const handled = messages.filter((m) => m.handleStatus === 300);
    const first = (m: Message) => historyOf.message.get(m.massesSuggestId)!.find((row) => row.eventType !== 'READ')!;
    expect(handled.some((m) => first(m).eventType === 'REPLY' && first(m).fromStatus === 0)).toBe(true);
    expect(handled.some((m) => types(historyOf.message.get(m.massesSuggestId)!).filter((e) => e !== 'READ').join() === 'PROPOSE,ASSIGN,REPLY')).toBe(true);
    for (const m of handled) expect(iso(m.handleTime)).toBe(iso(historyOf.message.get(m.massesSuggestId)!.at(-1)!.createTime));
  });
});

describe('texts', () => {
  it('read like real ones', () => {
    const texts = [
      ...proposals.flatMap((p) => [p.title, p.content, p.replyContent]),
      ...suggestions.flatMap((s) => [s.title, s.content, s.replyContent, s.adjustReason]),
      ...messages.flatMap((m) => [m.title, m.content, m.massesName, m.address, m.delegateSuggestion, m.stationSuggestion, m.handleResult]),
      ...[...historyOf.proposal.values(), ...historyOf.suggest.values(), ...historyOf.message.values()].flat().map((row) => row.opinion),
    ].filter((text): text is string => text !== null);
    for (const text of texts) expect(text).not.toMatch(/测试|lorem|\btest\b/i);
    for (const p of proposals) expect(p.content).toMatch(/^<p/);
  });
});
