import { describe, expect, it } from 'vitest';
import { PAGER_COUNT, SEARCH_HISTORY_SIZE } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { Area } from '@shared/portal';
import { chooseArea, cityTabs, defaultCityId, queryOf } from '@web/features/home-station/area-switcher.logic';
import { articleView, CONTENT_PLACEHOLDER, CREATE_TIME_PLACEHOLDER, dateText, dateTimeText, plainText } from '@web/features/home-station/article.logic';
import { carouselPlays, slideAfter } from '@web/features/home-station/carousel.logic';
import { clockParts, clockText } from '@web/features/home-station/clock.logic';
import { pageOfQuery, pagerModel } from '@web/features/home-station/pager.logic';
import {
  activeNavIndex,
  articlePath,
  isSubstationPage,
  moreTopicsPath,
  portalSiteOf,
  searchPath,
  stationIdOfQuery,
  SUBSTATION_NAV,
} from '@web/features/home-station/portal-paths.logic';
import { createReadMarks, READ_MARKS_LIMIT, unreadIn, withReadMark } from '@web/features/home-station/read-marks.logic';
import { historySuggestions, loadSearchHistory, rememberSearch, saveSearchHistory } from '@web/features/home-station/search-history.logic';
import { highlightParts, searchKindOf } from '@web/features/home-station/search.logic';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('search history', () => {
  it('puts new searches first and keeps at most five', () => {
    let history: string[] = [];
    for (const text of ['一', '二', '三', '四', '五', '六']) history = rememberSearch(history, text);
    expect(SEARCH_HISTORY_SIZE).toBe(5);
    expect(history).toEqual(['六', '五', '四', '三', '二']);
  });

  it('does not add a duplicate again, nor a blank, and trims', () => {
    const history = rememberSearch(['养老', '道路'], '  道路 ');
    expect(history).toEqual(['养老', '道路']);
    expect(rememberSearch(history, '   ')).toEqual(['养老', '道路']);
    expect(rememberSearch(history, ' 学校 ')).toEqual(['学校', '养老', '道路']);
  });

  it('suggests remembered entries by case-insensitive prefix, all of them for no text', () => {
    const history = ['Covid 防控', 'covid', '代表接待', 'COVID-19', '接待代表'];
    expect(historySuggestions(history, 'cov')).toEqual(['Covid 防控', 'covid', 'COVID-19']);
    expect(historySuggestions(history, '代表')).toEqual(['代表接待']);
    expect(historySuggestions(history, '待')).toEqual([]);
    expect(historySuggestions(history, '')).toEqual(history);
  });

  it('keeps one history per key in storage and survives bad stored values', () => {
    const storage = memoryStorage();
    saveSearchHistory(storage, 'central', ['道路']);
    saveSearchHistory(storage, 'station:3', ['学校', '养老']);
    expect(loadSearchHistory(storage, 'central')).toEqual(['道路']);
    expect(loadSearchHistory(storage, 'station:3')).toEqual(['学校', '养老']);
    expect(loadSearchHistory(storage, 'other')).toEqual([]);
    storage.setItem('homeStation.searchHistory.broken', '{not json');
    expect(loadSearchHistory(storage, 'broken')).toEqual([]);
    storage.setItem('homeStation.searchHistory.mixed', JSON.stringify(['a', 3, null, 'b']));
    expect(loadSearchHistory(storage, 'mixed')).toEqual(['a', 'b']);
    expect(loadSearchHistory(null, 'central')).toEqual([]);
  });
});

describe('portal pager', () => {
  it('starts on page 1 with ten a page and seven numbered buttons', () => {
    const model = pagerModel({ total: 95 });
    expect(PAGER_COUNT).toBe(7);
    expect(model.page).toBe(1);
    expect(model.lastPage).toBe(10);
    expect(model.pages).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(model.firstDisabled).toBe(true);
    expect(model.previousDisabled).toBe(true);
    expect(model.nextDisabled).toBe(false);
    expect(model.lastDisabled).toBe(false);
  });

  it('rounds the last page up and disables 末页 and 下一页 there', () => {
    const model = pagerModel({ total: 21, pageSize: 10, page: 3 });
    expect(model.lastPage).toBe(3);
    expect(model.pages).toEqual([1, 2, 3]);
    expect(model.lastDisabled).toBe(true);
    expect(model.nextDisabled).toBe(true);
    expect(model.firstDisabled).toBe(false);
    expect(pagerModel({ total: 20, pageSize: 10 }).lastPage).toBe(2);
  });

  it('centres the window of buttons on the current page and clamps it at both ends', () => {
    expect(pagerModel({ total: 200, page: 10 }).pages).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pagerModel({ total: 200, page: 19 }).pages).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pagerModel({ total: 200, page: 2 }).pages).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerModel({ total: 200, page: 5, count: 3 }).pages).toEqual([4, 5, 6]);
  });

  it('keeps the page inside the pages that exist', () => {
    expect(pagerModel({ total: 30, page: 9 }).page).toBe(3);
    expect(pagerModel({ total: 30, page: 0 }).page).toBe(1);
    const empty = pagerModel({ total: 0 });
    expect(empty.lastPage).toBe(0);
    expect(empty.pages).toEqual([]);
    expect(empty.firstDisabled && empty.lastDisabled).toBe(true);
  });

  it('reads the page of an address', () => {
    expect(pageOfQuery('4')).toBe(4);
    expect(pageOfQuery(null)).toBe(1);
    expect(pageOfQuery('0')).toBe(1);
    expect(pageOfQuery('2.5')).toBe(1);
    expect(pageOfQuery('abc')).toBe(1);
  });
});

const area = (areaId: number, areaName: string, fkParentArea = 1): Area => ({ areaId, areaName, fkParentArea });

describe('area switcher', () => {
  const cities = [area(2, '巴中市'), area(3, '成都市'), area(4, '驻资部队'), area(5, '阿坝藏族羌族自治州'), area(6, '简阳市'), area(7, '甘孜藏族自治州'), area(8, '凉山彝族自治州')];

  it('leaves out 驻资部队 and 简阳市 and shortens the three prefectures', () => {
    expect(cityTabs(cities).map((tab) => tab.label)).toEqual(['巴中市', '成都市', '阿坝', '甘孜', '凉山']);
    expect(cityTabs(cities).find((tab) => tab.label === '凉山')?.areaName).toBe('凉山彝族自治州');
  });

  it('starts on 巴中市, or the first city when it is not listed', () => {
    expect(defaultCityId(cityTabs(cities))).toBe(2);
    expect(defaultCityId(cityTabs([area(3, '成都市'), area(9, '绵阳市')]))).toBe(3);
    expect(defaultCityId([])).toBeNull();
  });

  it('choosing another city clears the county, reloads the counties and emits the city', () => {
    const step = chooseArea({ cityId: 2, countyId: 21 }, { type: 'city', cityId: 3 });
    expect(step.selection).toEqual({ cityId: 3, countyId: null });
    expect(step.reloadCounties).toBe(true);
    expect(step.query).toEqual({ areaId: 3 });
  });

  it('choosing the same city again clears the county without reloading the counties', () => {
    const step = chooseArea({ cityId: 2, countyId: 21 }, { type: 'city', cityId: 2 });
    expect(step.selection).toEqual({ cityId: 2, countyId: null });
    expect(step.reloadCounties).toBe(false);
    expect(step.query).toEqual({ areaId: 2 });
  });

  it('choosing a county sets it and emits the county', () => {
    const step = chooseArea({ cityId: 2, countyId: null }, { type: 'county', countyId: 22 });
    expect(step.selection).toEqual({ cityId: 2, countyId: 22 });
    expect(step.reloadCounties).toBe(false);
    expect(step.query).toEqual({ areaId: 22 });
  });

  it('emits nothing when the choice changes nothing', () => {
    expect(chooseArea({ cityId: 2, countyId: 22 }, { type: 'county', countyId: 22 }).query).toBeNull();
    expect(chooseArea({ cityId: 2, countyId: null }, { type: 'city', cityId: 2 }).query).toBeNull();
  });

  it('asks for the county when one is chosen, the city otherwise', () => {
    expect(queryOf({ cityId: 2, countyId: 22 })).toEqual({ areaId: 22 });
    expect(queryOf({ cityId: 2, countyId: null })).toEqual({ areaId: 2 });
    expect(queryOf({ cityId: null, countyId: null })).toBeNull();
  });
});

describe('article defaults', () => {
  it('fills every missing value with its default', () => {
    const view = articleView(undefined);
    expect(view.title).toBe(MSG.titleFallback);
    expect(view.title).toBe('标题-暂无');
    expect(view.createTime).toBe(CREATE_TIME_PLACEHOLDER);
    expect(view.source).toBe('');
    expect(view.content).toBe(CONTENT_PLACEHOLDER);
  });

  it('treats blank values as missing and keeps present ones', () => {
    const view = articleView({ title: '  ', content: '', source: null, createTime: '2026-11-18T07:00:00.000Z' });
    expect(view.title).toBe('标题-暂无');
    expect(view.content).toBe(CONTENT_PLACEHOLDER);
    expect(view.createTime).toBe('2026-11-18T07:00:00.000Z');
    expect(articleView({ title: '通知', source: '巴中市人大常委会办公室', content: '<p>正文</p>' })).toMatchObject({
      title: '通知',
      source: '巴中市人大常委会办公室',
      content: '<p>正文</p>',
    });
  });

  it('writes times in China Standard Time and leaves anything else alone', () => {
    expect(dateTimeText('2026-11-18T07:00:00.000Z')).toBe('2026-11-18 15:00:00');
    expect(dateText('2026-11-18T17:00:00.000Z')).toBe('2026-11-19');
    expect(dateText(CREATE_TIME_PLACEHOLDER)).toBe(CREATE_TIME_PLACEHOLDER);
  });
});

describe('brief introduction summary', () => {
  it('strips markup and entities, collapses spaces and cuts long text', () => {
    expect(plainText('<p>联络站&nbsp;设在<b>二楼</b></p>\n<p>A &amp; B</p><script>alert(1)</script>')).toBe('联络站 设在 二楼 A & B');
    expect(plainText('一二三四五', 3)).toBe('一二三…');
    expect(plainText(null)).toBe('');
  });
});

describe('header clock', () => {
  it('shows the date, the weekday in Chinese and the time', () => {
    const saturday = new Date(2026, 10, 21, 14, 5, 9);
    expect(clockParts(saturday)).toEqual({ date: '2026年11月21日', weekday: '星期六', time: '14:05:09' });
    expect(clockText(saturday)).toBe('2026年11月21日 星期六 14:05:09');
    expect(clockParts(new Date(2026, 0, 4, 0, 0, 0)).weekday).toBe('星期日');
    expect(clockParts(new Date(2026, 0, 5, 9, 3, 7))).toEqual({ date: '2026年01月05日', weekday: '星期一', time: '09:03:07' });
  });
});

describe('read marks', () => {
  it('puts the newest first, each once, within the limit', () => {
    expect(withReadMark([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(withReadMark([2, 1], 5, 2)).toEqual([5, 2]);
    expect(READ_MARKS_LIMIT).toBeGreaterThan(100);
  });

  it('remembers opened articles in storage and tells listeners once per change', () => {
    const storage = memoryStorage();
    const marks = createReadMarks(storage);
    let calls = 0;
    const unsubscribe = marks.subscribe(() => calls++);
    expect(marks.isRead(7)).toBe(false);
    const before = marks.snapshot();
    marks.markRead(7);
    marks.markRead(7);
    expect(calls).toBe(1);
    expect(marks.isRead(7)).toBe(true);
    expect(marks.snapshot()).not.toBe(before);
    expect(marks.snapshot()).toBe(marks.snapshot());
    expect(createReadMarks(storage).isRead(7)).toBe(true);
    unsubscribe();
    marks.markRead(8);
    expect(calls).toBe(1);
  });

  it('marks nothing 未读 until this browser has opened an article, then those it has not', () => {
    const marks = createReadMarks(memoryStorage());
    expect([1, 2].map((id) => unreadIn(marks.snapshot(), id))).toEqual([false, false]);
    marks.markRead(1);
    expect([1, 2].map((id) => unreadIn(marks.snapshot(), id))).toEqual([false, true]);
  });

  it('reads a broken stored value as nothing read', () => {
    const marks = createReadMarks(memoryStorage({ 'homeStation.readArticles': 'oops' }));
    expect(marks.isRead(1)).toBe(false);
    expect(createReadMarks(null).isRead(1)).toBe(false);
  });
});

describe('portal addresses', () => {
  const q = (text = '') => new URLSearchParams(text);
  const station = { stationId: 3, stationName: '通江县诺江镇代表联络站' };

  it('lists the nine substation entries in the order of the document', () => {
    expect(SUBSTATION_NAV.map((e) => e.label)).toEqual(['首页', '站点概况', '工作动态', '通知公告', '专题专栏', '代表履职', '意见处理', '代表风采', '联系中心站']);
    expect(SUBSTATION_NAV[8].path).toBe('/homeStation/centralStationIndex/');
  });

  it('links articles with queryId, pageTitle, type and activeIndex', () => {
    expect(articlePath('substation', 12, '工作动态')).toBe(
      `/homeStation/detailsPage/?queryId=12&pageTitle=${encodeURIComponent('工作动态')}&type=3&activeIndex=4`,
    );
    expect(articlePath('central', 12, '通知公告')).toBe(`/homeStation/centralStationArticleDetails/?queryId=12&pageTitle=${encodeURIComponent('通知公告')}&type=3`);
    expect(articlePath('substation', 12, 'x', 3)).toContain('&stationId=3');
  });

  it('links more topics with fkColumnId, title and pageTitle 专题专栏', () => {
    const sub = new URL(moreTopicsPath('substation', 5, '代表履职'), 'http://x');
    expect(sub.pathname).toBe('/homeStation/moreTopics/');
    expect(Object.fromEntries(sub.searchParams)).toEqual({ fkColumnId: '5', title: '代表履职', pageTitle: '专题专栏' });
    expect(new URL(moreTopicsPath('central', 5, '专题专栏'), 'http://x').pathname).toBe('/homeStation/centralStationMoreTopics/');
  });

  it('sends a search with subType 1 from the central station and 2 with the station from a substation', () => {
    expect(Object.fromEntries(new URL(searchPath('道路', 'central', null), 'http://x').searchParams)).toEqual({ search: '道路', subType: '1' });
    expect(Object.fromEntries(new URL(searchPath('道路', 'substation', 3), 'http://x').searchParams)).toEqual({ search: '道路', subType: '2', stationId: '3' });
  });

  it('knows the substation pages, with or without a trailing slash', () => {
    expect(isSubstationPage('/homeStation/homePageSubStation/')).toBe(true);
    expect(isSubstationPage('/homeStation/detailsPage')).toBe(true);
    expect(isSubstationPage('/homeStation/opinionHandling/')).toBe(true);
    expect(isSubstationPage('/homeStation/centralStationIndex/')).toBe(false);
    expect(isSubstationPage('/homeStation/globalSearch/')).toBe(false);
    expect(isSubstationPage('/homeStation/npcDeputy/')).toBe(false);
  });

  it('gives each page the header of its site; shared pages follow subType, then the station in state', () => {
    expect(portalSiteOf('/homeStation/workNews/', q(), null)).toBe('substation');
    expect(portalSiteOf('/homeStation/centralStationMoreTopics/', q(), station)).toBe('central');
    expect(portalSiteOf('/homeStation/globalSearch/', q('subType=1'), station)).toBe('central');
    expect(portalSiteOf('/homeStation/globalSearch/', q('subType=2'), station)).toBe('substation');
    expect(portalSiteOf('/homeStation/globalSearch/', q('subType=2'), null)).toBe('central');
    expect(portalSiteOf('/homeStation/npcDeputy/', q(), station)).toBe('substation');
    expect(portalSiteOf('/homeStation/npcDeputy/', q(), null)).toBe('central');
  });

  it('highlights the entry of the page, an article’s activeIndex, 专题专栏 for more topics', () => {
    expect(activeNavIndex('/homeStation/overviewHomeStation/', q())).toBe(1);
    expect(activeNavIndex('/homeStation/detailsPage/', q('activeIndex=4'))).toBe(4);
    expect(activeNavIndex('/homeStation/detailsPage/', q('activeIndex=2'))).toBe(2);
    expect(activeNavIndex('/homeStation/detailsPage/', q('activeIndex=99'))).toBe(4);
    expect(activeNavIndex('/homeStation/moreTopics/', q())).toBe(4);
    expect(activeNavIndex('/homeStation/globalSearch/', q())).toBe(-1);
  });

  it('reads the station a ?stationId= address enters', () => {
    expect(stationIdOfQuery(q('stationId=4'))).toBe(4);
    expect(stationIdOfQuery(q('stationId=0'))).toBeNull();
    expect(stationIdOfQuery(q('stationId=x'))).toBeNull();
    expect(stationIdOfQuery(q())).toBeNull();
  });
});

describe('search page and carousel helpers', () => {
  it('cuts a text around every match of the keyword, ignoring case', () => {
    expect(highlightParts('Road 道路 road', 'ROAD')).toEqual([
      { text: 'Road', match: true },
      { text: ' 道路 ', match: false },
      { text: 'road', match: true },
    ]);
    expect(highlightParts('代表接待', '')).toEqual([{ text: '代表接待', match: false }]);
    expect(highlightParts('代表接待', '学校')).toEqual([{ text: '代表接待', match: false }]);
  });

  it('reads the result kind of an address, articles by default', () => {
    expect(searchKindOf('column')).toBe('column');
    expect(searchKindOf('representative')).toBe('representative');
    expect(searchKindOf('other')).toBe('article');
    expect(searchKindOf(null)).toBe('article');
  });

  it('wraps slides around both ends', () => {
    expect(slideAfter(4, 5)).toBe(0);
    expect(slideAfter(0, 5, -1)).toBe(4);
    expect(slideAfter(2, 5)).toBe(3);
    expect(slideAfter(0, 0)).toBe(0);
  });

  it('plays only with several slides and nobody hovering, focusing, pausing or asking for less motion', () => {
    const idle = { count: 3, hovered: false, focused: false, paused: false, reducedMotion: false };
    expect(carouselPlays(idle)).toBe(true);
    expect(carouselPlays({ ...idle, hovered: true })).toBe(false);
    expect(carouselPlays({ ...idle, focused: true })).toBe(false);
    expect(carouselPlays({ ...idle, paused: true })).toBe(false);
    expect(carouselPlays({ ...idle, reducedMotion: true })).toBe(false);
    expect(carouselPlays({ ...idle, count: 1 })).toBe(false);
  });
});
