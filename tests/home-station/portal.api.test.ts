import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { commArea, contactStation, contactStationColumn, contactStationResource, npcDelegate } from '@server/db/schema';
import { MSG } from '@shared/messages';
import { EXCLUDED_CITY_NAMES, PORTAL_API, type Area, type Article, type ArticleSummary, type Column, type RepresentativeCard, type SearchAnswer, type Station, type StationCard } from '@shared/portal';
import { RepresentativeCardSchema } from '@shared/portal.schemas';
import { excerptAround, plainTextOf, summaryOf } from '@server/services/portal/text';
import { searchTermsOf } from '@server/services/portal/search.service';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

let t: TestApp;
let dongcheng: number;
let jiangkou: number;

beforeAll(async () => {
  t = await createTestApp();
  dongcheng = await stationIdOf('巴州区东城街道代表联络站');
  jiangkou = await stationIdOf('平昌县江口街道代表联络站');
});
afterAll(async () => {
  await t?.close();
});

async function stationIdOf(name: string) {
  const [row] = await t.database.db.select().from(contactStation).where(eq(contactStation.stationName, name));
  return row.stationId;
}

async function areaIdOf(name: string) {
  const [row] = await t.database.db.select().from(commArea).where(eq(commArea.areaName, name));
  return row.areaId;
}

/** Every portal call is anonymous: no header at all. */
async function get<T>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>(), raw: response.body };
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

describe('GET /api/commArea', () => {
  it('finds the province by name, and its children with 巴中市 first and 驻资部队 and 简阳市 among them', async () => {
    const province = await get<{ list: Area[] }>(`${PORTAL_API.areas}?areaName=${encodeURIComponent('四川省')}`);
    expect(province.status).toBe(200);
    expect(province.body.list).toHaveLength(1);
    expect(province.body.list[0]).toMatchObject({ areaName: '四川省', fkParentArea: null });

    const cities = await get<{ list: Area[] }>(`${PORTAL_API.areas}?fkParentArea=${province.body.list[0].areaId}`);
    const names = cities.body.list.map((a) => a.areaName);
    expect(names[0]).toBe('巴中市');
    for (const name of [...EXCLUDED_CITY_NAMES, '成都市', '达州市', '阿坝藏族羌族自治州', '甘孜藏族自治州', '凉山彝族自治州']) {
      expect(names).toContain(name);
    }
    // The 21 prefecture-level divisions of 四川省 and the two entries the switcher leaves out.
    expect(names).toHaveLength(23);
    expect(cities.body.list.every((a) => a.fkParentArea === province.body.list[0].areaId)).toBe(true);
  });

  it('lists a city’s counties in their order', async () => {
    const [city] = (await get<{ list: Area[] }>(`${PORTAL_API.areas}?areaName=${encodeURIComponent(' 巴中市 ')}`)).body.list;
    const counties = await get<{ list: Area[] }>(`${PORTAL_API.areas}?fkParentArea=${city.areaId}`);
    expect(counties.body.list.map((a) => a.areaName)).toEqual(['巴州区', '恩阳区', '通江县', '南江县', '平昌县']);
    expect(Object.keys(counties.body.list[0]).sort()).toEqual(['areaId', 'areaName', 'fkParentArea']);
  });

  it('with served, lists only the areas that hold stations: 巴中市 of the province, all five of its counties', async () => {
    const [province] = (await get<{ list: Area[] }>(`${PORTAL_API.areas}?areaName=${encodeURIComponent('四川省')}`)).body.list;
    const served = await get<{ list: Area[] }>(`${PORTAL_API.areas}?fkParentArea=${province.areaId}&served=true`);
    expect(served.status).toBe(200);
    expect(served.body.list.map((a) => a.areaName)).toEqual(['巴中市']);
    const [city] = served.body.list;
    const counties = await get<{ list: Area[] }>(`${PORTAL_API.areas}?fkParentArea=${city.areaId}&served=true`);
    expect(counties.body.list.map((a) => a.areaName)).toEqual(['巴州区', '恩阳区', '通江县', '南江县', '平昌县']);
  });

  it('answers an empty list for an unknown name, and 400 without a name or parent', async () => {
    expect((await get<{ list: Area[] }>(`${PORTAL_API.areas}?areaName=${encodeURIComponent('火星市')}`)).body.list).toEqual([]);
    const neither = await get<{ msg: string }>(PORTAL_API.areas);
    expect(neither.status).toBe(400);
    expect(neither.body.msg).toBe('请指定地区名称或上级地区');
    expect((await get(`${PORTAL_API.areas}?fkParentArea=abc`)).status).toBe(400);
  });
});

describe('GET /api/contactStationColumn/gateway', () => {
  it('gives the central station’s columns, three by default, in sortNo order', async () => {
    const { status, body } = await get<Page<Column>>(PORTAL_API.columns);
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageNum: 1, pageSize: 3, total: 4 });
    expect(body.list.map((c) => c.columnName)).toEqual(['工作动态', '通知公告', '专题专栏']);
    expect(body.list.every((c) => c.fkStationId === null)).toBe(true);

    const rest = await get<Page<Column>>(`${PORTAL_API.columns}?pageNum=2`);
    expect(rest.body.list.map((c) => c.columnName)).toEqual(['代表履职']);
  });

  it('gives a substation’s own columns with fkStationId', async () => {
    const { body } = await get<Page<Column>>(`${PORTAL_API.columns}?${query({ pageNum: 1, pageSize: 10, orderBy: 'columnId', fkStationId: dongcheng })}`);
    expect(body.total).toBe(3);
    expect(body.list.every((c) => c.fkStationId === dongcheng)).toBe(true);
    const ids = body.list.map((c) => c.columnId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses an unknown orderBy or page size, and finds one column or answers 404', async () => {
    expect((await get(`${PORTAL_API.columns}?orderBy=title`)).status).toBe(400);
    expect((await get(`${PORTAL_API.columns}?pageSize=51`)).status).toBe(400);

    const [first] = (await get<Page<Column>>(PORTAL_API.columns)).body.list;
    const one = await get<Column>(PORTAL_API.column(first.columnId));
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);

    const missing = await get<{ msg: string }>(PORTAL_API.column(999_999));
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('栏目不存在');
    expect((await get(PORTAL_API.column('abc'))).status).toBe(400);
  });
});

describe('GET /api/contactStationResource/resource', () => {
  it('lists the columns’ articles newest first, five by default, with plain-text summaries', async () => {
    const columns = (await get<Page<Column>>(`${PORTAL_API.columns}?pageSize=10`)).body.list;
    const ids = columns.map((c) => c.columnId);
    const { status, body } = await get<Page<ArticleSummary>>(`${PORTAL_API.articles}?pageNum=1&columns=${ids.join(',')}`);
    expect(status).toBe(200);
    expect(body.pageSize).toBe(5);
    expect(body.list).toHaveLength(5);
    const stored = await t.database.db.$count(contactStationResource, inArray(contactStationResource.fkColumnId, ids));
    expect(body.total).toBe(stored);

    const times = body.list.map((a) => Date.parse(a.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const article of body.list) {
      expect(ids).toContain(article.fkColumnId);
      expect(article.summary.length).toBeGreaterThan(10);
      expect(Array.from(article.summary).length).toBeLessThanOrEqual(120);
      expect(article.summary).not.toMatch(/[<>]/);
      expect(article).not.toHaveProperty('content');
    }
  });

  it('refuses a column list that is not positive integers', async () => {
    for (const columns of ['', '1,a', '0', '1,,2', '-3', '99999999999']) {
      const { status } = await get(`${PORTAL_API.articles}?columns=${encodeURIComponent(columns)}`);
      expect(status, columns).toBe(400);
    }
    expect((await get(PORTAL_API.articles)).status).toBe(400);
  });

  it('gives one article with its HTML body, column and station, and hides invalid ones', async () => {
    const [column] = (await get<Page<Column>>(`${PORTAL_API.columns}?fkStationId=${dongcheng}`)).body.list;
    const [summary] = (await get<Page<ArticleSummary>>(`${PORTAL_API.articles}?columns=${column.columnId}&pageSize=1`)).body.list;
    const { status, body } = await get<Article>(PORTAL_API.article(summary.resourcesId));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resourcesId: summary.resourcesId,
      fkColumnId: column.columnId,
      columnName: column.columnName,
      fkStationId: dongcheng,
      stationName: '巴州区东城街道代表联络站',
      title: summary.title,
    });
    expect(body.content).toMatch(/^<p>/);

    await t.database.db.update(contactStationResource).set({ isValid: false }).where(eq(contactStationResource.resourcesId, summary.resourcesId));
    try {
      const hidden = await get<{ msg: string }>(PORTAL_API.article(summary.resourcesId));
      expect(hidden.status).toBe(404);
      expect(hidden.body.msg).toBe('文章不存在');
      const list = (await get<Page<ArticleSummary>>(`${PORTAL_API.articles}?columns=${column.columnId}&pageSize=50`)).body.list;
      expect(list.map((a) => a.resourcesId)).not.toContain(summary.resourcesId);
    } finally {
      await t.database.db.update(contactStationResource).set({ isValid: true }).where(eq(contactStationResource.resourcesId, summary.resourcesId));
    }
    expect((await get(PORTAL_API.article(999_999))).status).toBe(404);
  });

  it('a central article has no station', async () => {
    const [central] = await t.database.db
      .select({ id: contactStationResource.resourcesId })
      .from(contactStationResource)
      .innerJoin(contactStationColumn, eq(contactStationColumn.columnId, contactStationResource.fkColumnId))
      .where(isNull(contactStationColumn.fkStationId))
      .limit(1);
    const { body } = await get<Article>(PORTAL_API.article(central.id));
    expect(body).toMatchObject({ fkStationId: null, stationName: null });
  });
});

describe('GET /api/contactStation/gateway', () => {
  it('lists every valid station by default, ten a page', async () => {
    const { status, body } = await get<Page<StationCard>>(PORTAL_API.stations);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 8, pageNum: 1, pageSize: 10 });
    expect(body.list[0]).toEqual({
      stationId: dongcheng,
      contactName: '巴州区东城街道代表联络站',
      conveyor: '张明华',
      workName: '李晓燕',
      address: '巴中市巴州区东城街道新华街88号（东城街道党群服务中心二楼）',
      county: '巴州区',
      stationPicture: '/rdlz/static/stations/dongcheng.svg',
    });
  });

  it('filters by a county or a city, and answers 404 for an unknown area', async () => {
    const tongjiang = await get<Page<StationCard>>(`${PORTAL_API.stations}?areaId=${await areaIdOf('通江县')}`);
    expect(tongjiang.body.list.map((s) => s.contactName)).toEqual(['通江县诺江镇代表联络站', '通江县沙溪镇代表联络站']);
    expect(tongjiang.body.total).toBe(2);

    expect((await get<Page<StationCard>>(`${PORTAL_API.stations}?areaId=${await areaIdOf('巴中市')}`)).body.total).toBe(8);
    expect((await get<Page<StationCard>>(`${PORTAL_API.stations}?areaId=${await areaIdOf('达州市')}`)).body.total).toBe(0);
    const town = await get<Page<StationCard>>(`${PORTAL_API.stations}?areaId=${await areaIdOf('长赤镇')}`);
    expect(town.body.list.map((s) => s.contactName)).toEqual(['南江县长赤镇代表联络站']);

    const unknown = await get<{ msg: string }>(`${PORTAL_API.stations}?areaId=999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('地区不存在');
  });

  it('gives one station with the number of deputies it forwards messages to', async () => {
    const { status, body } = await get<Station>(PORTAL_API.station(dongcheng));
    expect(status).toBe(200);
    const approved = await t.database.db.$count(npcDelegate, and(eq(npcDelegate.fkStationId, dongcheng), eq(npcDelegate.auditStatus, 1)));
    expect(body).toMatchObject({ stationId: dongcheng, stationName: '巴州区东城街道代表联络站', county: '巴州区', streetName: '东城街道', isDemonstration: true });
    expect(body.delegateCount).toBe(approved);
    expect(body.delegateCount).toBeGreaterThan(0);
    expect(body.introduce).toContain('东城街道');

    expect((await get(PORTAL_API.station(999_999))).status).toBe(404);
    await t.database.db.update(contactStation).set({ isValid: false }).where(eq(contactStation.stationId, jiangkou));
    try {
      expect((await get(PORTAL_API.station(jiangkou))).status).toBe(404);
      expect((await get<Page<StationCard>>(PORTAL_API.stations)).body.total).toBe(7);
      expect((await get<Page<Column>>(`${PORTAL_API.columns}?fkStationId=${jiangkou}`)).body.total).toBe(0);
    } finally {
      await t.database.db.update(contactStation).set({ isValid: true }).where(eq(contactStation.stationId, jiangkou));
    }
  });
});

describe('GET /api/contactStation/representatives', () => {
  const cardKeys = Object.keys(RepresentativeCardSchema.properties).sort();

  it('lists approved deputies of a level, twelve a page, by grade and name, with the card fields only', async () => {
    const { status, body, raw } = await get<Page<RepresentativeCard>>(`${PORTAL_API.representatives}?level=1`);
    expect(status).toBe(200);
    expect(body.pageSize).toBe(12);
    expect(body.list).toHaveLength(12);
    const cityDeputies = await t.database.db.$count(npcDelegate, and(eq(npcDelegate.delegateGrade, 3), eq(npcDelegate.auditStatus, 1)));
    expect(body.total).toBe(cityDeputies);
    for (const card of body.list) {
      expect(card.delegateGrade).toBe(3);
      expect(Object.keys(card).sort()).toEqual(cardKeys);
    }
    expect(raw).not.toMatch(/1[3-9]\d{9}/);
    expect(raw).not.toMatch(/phone|idCard|postalAddress/i);

    const township = await get<Page<RepresentativeCard>>(`${PORTAL_API.representatives}?level=3&pageSize=100`);
    expect(township.body.list.every((c) => c.delegateGrade === 5)).toBe(true);
    expect((await get(`${PORTAL_API.representatives}?level=4`)).status).toBe(400);
  });

  it('filters by station and by part of the name, and leaves out deputies not approved', async () => {
    const { body } = await get<Page<RepresentativeCard>>(`${PORTAL_API.representatives}?fkStationId=${dongcheng}&pageSize=100`);
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list.every((c) => c.fkStationId === dongcheng && c.stationName === '巴州区东城街道代表联络站')).toBe(true);
    const grades = body.list.map((c) => c.delegateGrade ?? 0);
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
    const zhang = body.list.find((c) => c.delegateName === '张明华');
    expect(zhang).toMatchObject({ sex: '男', delegationName: '巴州区代表团', nationality: '汉族', presentOccupation: '巴州区东城街道党工委书记' });

    const named = await get<Page<RepresentativeCard>>(`${PORTAL_API.representatives}?delegateName=${encodeURIComponent('明华')}`);
    expect(named.body.list.map((c) => c.delegateName)).toEqual(['张明华']);
    expect((await get<Page<RepresentativeCard>>(`${PORTAL_API.representatives}?delegateName=%25`)).body.total).toBe(0);

    const everyone = await get<Page<RepresentativeCard>>(`${PORTAL_API.representatives}?pageSize=100`);
    expect(everyone.body.list.map((c) => c.delegateName)).not.toContain('母德华');
  });

  it('gives one approved deputy’s card, and 404 for anyone else', async () => {
    const [zhang] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.delegateName, '张明华'));
    const { status, body } = await get<RepresentativeCard>(PORTAL_API.representative(zhang.delegateId));
    expect(status).toBe(200);
    expect(body).toMatchObject({ fkDelegateId: zhang.delegateId, delegateName: '张明华', delegateGrade: 3, fkStationId: dongcheng });
    expect(Object.keys(body).sort()).toEqual(cardKeys);

    const [pending] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.delegateName, '母德华'));
    const refused = await get<{ msg: string }>(PORTAL_API.representative(pending.delegateId));
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe('代表不存在');
  });
});

describe('GET /api/homeStation/search', () => {
  const search = (params: Record<string, string | number>) => get<SearchAnswer>(`${PORTAL_API.search}?${query(params)}`);

  it('finds an article by a word of its title, title hits first, with a plain excerpt', async () => {
    const { status, body } = await search({ search: '青花椒', kind: 'article', pageSize: 50 });
    expect(status).toBe(200);
    const titled = body.list.filter((hit) => hit.title.includes('青花椒'));
    expect(titled.map((hit) => hit.title)).toContain('市人大代表熊光辉：把青花椒种成“致富椒”');
    // Every title hit comes before the first body-only hit.
    const firstBodyOnly = body.list.findIndex((hit) => !hit.title.includes('青花椒'));
    if (firstBodyOnly >= 0) expect(body.list.slice(firstBodyOnly).some((hit) => hit.title.includes('青花椒'))).toBe(false);
    for (const hit of body.list) {
      expect(hit.kind).toBe('article');
      expect(hit.summary).not.toMatch(/[<>]/);
      expect(Array.from(hit.summary).length).toBeLessThanOrEqual(120);
      expect(hit.createTime).not.toBeNull();
    }
    const bodyOnly = body.list.filter((hit) => !hit.title.includes('青花椒'));
    expect(bodyOnly.length).toBeGreaterThan(0);
    expect(bodyOnly.every((hit) => hit.summary.includes('青花椒'))).toBe(true);
  });

  it('finds a representative by name, and counts every kind whatever kind is listed', async () => {
    const all = await search({ search: '张明华' });
    expect(all.status).toBe(200);
    expect(all.body.counts.representative).toBe(1);
    expect(all.body.counts.article).toBeGreaterThan(0);
    expect(all.body.total).toBe(all.body.counts.article + all.body.counts.column + all.body.counts.representative);

    const reps = await search({ search: '张明华', kind: 'representative' });
    const [zhang] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.delegateName, '张明华'));
    expect(reps.body.list).toEqual([
      expect.objectContaining({ kind: 'representative', id: zhang.delegateId, title: '张明华', fkStationId: dongcheng, createTime: null }),
    ]);
    expect(reps.body.list[0].summary).toContain('巴州区东城街道党工委书记');
    expect(reps.body.total).toBe(1);
    expect(reps.body.counts).toEqual(all.body.counts);
  });

  it('needs every term: two terms narrow the result', async () => {
    const one = await search({ search: '青花椒', pageSize: 50 });
    const two = await search({ search: '青花椒　熊光辉', pageSize: 50 });
    expect(two.body.total).toBeGreaterThan(0);
    expect(two.body.total).toBeLessThan(one.body.total);
    expect(two.body.list.map((hit) => `${hit.kind}:${hit.title}`)).toContain('representative:熊光辉');
    const articleIds = two.body.list.filter((hit) => hit.kind === 'article').map((hit) => hit.id);
    const rows = await t.database.db.select().from(contactStationResource).where(inArray(contactStationResource.resourcesId, articleIds));
    for (const row of rows) expect(`${row.title}${row.content}`).toMatch(/青花椒[\s\S]*熊光辉|熊光辉[\s\S]*青花椒/);
  });

  it('finds columns by name, from everywhere or from one substation', async () => {
    const everywhere = await search({ search: '工作动态', kind: 'column', pageSize: 50 });
    expect(everywhere.body.total).toBe(9);
    const mine = await search({ search: '工作动态', kind: 'column', subType: 2, fkStationId: dongcheng });
    expect(mine.body.list.map((hit) => hit.fkStationId)).toEqual([dongcheng]);
    expect(mine.body.list[0].summary).toBe('巴州区东城街道代表联络站的栏目');
  });

  it('from a substation searches that station only', async () => {
    const central = await search({ search: '青花椒', subType: 1, pageSize: 50 });
    const ownStation = await search({ search: '青花椒', subType: 2, fkStationId: jiangkou, pageSize: 50 });
    const otherStation = await search({ search: '青花椒', subType: 2, fkStationId: dongcheng });
    expect(ownStation.body.total).toBeGreaterThan(0);
    expect(ownStation.body.total).toBeLessThan(central.body.total);
    expect(ownStation.body.list.every((hit) => hit.fkStationId === jiangkou)).toBe(true);
    expect(central.body.list.some((hit) => hit.fkStationId === null)).toBe(true);
    expect(otherStation.body).toMatchObject({ total: 0, list: [], counts: { article: 0, column: 0, representative: 0 } });

    const noStation = await search({ search: '青花椒', subType: 2 });
    expect(noStation.status).toBe(400);
  });

  it('pages the result without overlap', async () => {
    const first = await search({ search: '代表', pageSize: 5 });
    const second = await search({ search: '代表', pageSize: 5, pageNum: 2 });
    expect(first.body.list).toHaveLength(5);
    expect(second.body.list).toHaveLength(5);
    const keys = new Set([...first.body.list, ...second.body.list].map((hit) => `${hit.kind}:${hit.id}`));
    expect(keys.size).toBe(10);
    expect((await search({ search: '代表', pageSize: 51 })).status).toBe(400);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search({ search: '%' })).body.total).toBe(0);
    expect((await search({ search: '_' })).body.total).toBe(0);
  });

  it('answers 400 with the search box’s words for a blank or too long text', async () => {
    for (const text of [null, '', '   ', 'x'.repeat(51)]) {
      const { status, body } = await get<{ msg: string }>(`${PORTAL_API.search}${text === null ? '' : `?search=${encodeURIComponent(text)}`}`);
      expect(status, String(text)).toBe(400);
      expect(body.msg).toBe(MSG.searchPlaceholder);
    }
    expect((await search({ search: '代表', kind: 'notice' })).status).toBe(400);
  });
});

describe('anonymous access', () => {
  it('answers every read call of the portal without a token', async () => {
    const [column] = (await get<Page<Column>>(PORTAL_API.columns)).body.list;
    const [article] = (await get<Page<ArticleSummary>>(`${PORTAL_API.articles}?columns=${column.columnId}`)).body.list;
    const [card] = (await get<Page<RepresentativeCard>>(PORTAL_API.representatives)).body.list;
    const urls = [
      `${PORTAL_API.areas}?areaName=${encodeURIComponent('巴中市')}`,
      PORTAL_API.columns,
      PORTAL_API.column(column.columnId),
      `${PORTAL_API.articles}?columns=${column.columnId}`,
      PORTAL_API.article(article.resourcesId),
      PORTAL_API.stations,
      PORTAL_API.station(dongcheng),
      PORTAL_API.representatives,
      PORTAL_API.representative(card.fkDelegateId),
      `${PORTAL_API.search}?search=${encodeURIComponent('代表')}`,
    ];
    for (const url of urls) expect((await get(url)).status, url).toBe(200);
  });
});

describe('plain text, excerpts and terms', () => {
  it('drops markup and decodes entities', () => {
    expect(plainTextOf('<p>巴中&nbsp;&amp;&#36890;江</p>\n<p style="x">  下一段 </p><script>alert(1)</script>')).toBe('巴中 &通江 下一段');
  });

  it('keeps summaries within 120 characters, marking a cut with …', () => {
    const long = `<p>${'字'.repeat(300)}</p>`;
    const summary = summaryOf(long);
    expect(Array.from(summary)).toHaveLength(120);
    expect(summary.endsWith('…')).toBe(true);
    expect(summaryOf('<p>短文</p>')).toBe('短文');
  });

  it('centres an excerpt on the earliest hit, case-insensitively', () => {
    const text = `${'前'.repeat(200)}NPC代表${'后'.repeat(200)}`;
    const excerpt = excerptAround(text, ['npc']);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt).toContain('NPC代表');
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(120);
    expect(excerptAround('开头就有代表', ['代表'])).toBe('开头就有代表');
    expect(excerptAround(`${'甲'.repeat(200)}`, ['乙'])).toBe(`${'甲'.repeat(119)}…`);
  });

  it('splits a search on any whitespace into at most five distinct terms', () => {
    expect(searchTermsOf('  东城\u3000养老  东城 ')).toEqual(['东城', '养老']);
    expect(searchTermsOf('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchTermsOf('NPC npc')).toEqual(['NPC']);
    expect(searchTermsOf('   ')).toBeNull();
    expect(searchTermsOf(undefined)).toBeNull();
    expect(searchTermsOf('字'.repeat(50))).toEqual(['字'.repeat(50)]);
    expect(searchTermsOf('字'.repeat(51))).toBeNull();
  });
});
