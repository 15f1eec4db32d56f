import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DEPUTY = '13900000001';

async function send(username: string, id: number, body: Record<string, unknown>) {
  const detail = await t.app.inject({ method: 'GET', url: `/api/proposal/${id}`, headers: bearer(await t.tokenFor(username)) });
  const version = detail.json().version;
  return t.app.inject({ method: 'POST', url: `/api/proposal/${id}/events`, headers: bearer(await t.tokenFor(username)), payload: { version, ...body } });
}

describe('a proposal through the API, 0 → 700', () => {
  it('is drafted, examined thrice, assigned, replied and evaluated', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(await t.tokenFor(DEPUTY)) });
    const delegationId = me.json().npcDelegateInfo.fkDelegationId;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/proposal',
      headers: bearer(await t.tokenFor(DEPUTY)),
      payload: { title: '关于改善巴州区老旧小区停车难问题的议案', content: '<p>正文<script>alert(1)</script></p>', delegationId },
    });
    expect(created.statusCode).toBe(201);
    const proposal = created.json();
    expect(proposal).toMatchObject({ status: 0, version: 0, number: null, content: '<p>正文</p>' });
    expect(proposal.allowedEvents).toEqual(expect.arrayContaining(['SAVE', 'SUBMIT', 'DELETE']));
    const id = proposal.id;

    const steps: [string, Record<string, unknown>, number][] = [
      [DEPUTY, { type: 'SUBMIT' }, 100],
      ['13800000002', { type: 'EXAMINE', result: 0, opinion: '同意作为议案' }, 200],
      ['13800000003', { type: 'EXAMINE', result: 0, opinion: '同意' }, 300],
      ['13800000001', { type: 'EXAMINE', result: 0, opinion: '主席团同意' }, 400],
    ];
    for (const [user, event, status] of steps) {
      const answer = await send(user, id, event);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().status).toBe(status);
    }
    const units = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(await t.tokenFor('13800000005')) });
    const unitId = units.json().unitId;
    const assigned = await send('13800000001', id, { type: 'ASSIGN', units: [{ unitId, assignType: 4, main: true }] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const replied = await send('13800000005', id, { type: 'REPLY', content: '已列入年度计划', answerCategory: 'B' });
    expect(replied.statusCode, replied.body).toBe(200);
    const evaluated = await send(DEPUTY, id, { type: 'EVALUATE', satisfaction: 1, comment: '满意' });
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    const final = evaluated.json();
    expect(final.status).toBe(700);
    expect(final.number).toMatch(/^议案第\d{3}号$/);
    expect(final.history.map((h: { eventType: string }) => h.eventType)).toEqual(['CREATE', 'SUBMIT', 'EXAMINE', 'EXAMINE', 'EXAMINE', 'ASSIGN', 'REPLY', 'EVALUATE']);
    expect(final.version).toBe(7);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/proposal', headers: bearer(await t.tokenFor(DEPUTY)), payload: { title: 't', content: 'c' } });
    const id = created.json().id;
    const stale = await t.app.inject({ method: 'POST', url: `/api/proposal/${id}/events`, headers: bearer(await t.tokenFor(DEPUTY)), payload: { type: 'SAVE', version: 5, title: 'x' } });
    expect(stale.statusCode).toBe(409);
    const after = await t.app.inject({ method: 'GET', url: `/api/proposal/${id}`, headers: bearer(await t.tokenFor(DEPUTY)) });
    expect(after.json()).toMatchObject({ title: 't', version: 0 });
    const other = await t.app.inject({ method: 'GET', url: `/api/proposal/${id}`, headers: bearer(await t.tokenFor('13900000002')) });
    expect(other.statusCode).toBe(404);
  });
});
