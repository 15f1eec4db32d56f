import { describe, expect, it } from 'vitest';
import type { MessageSummary } from '@shared/contracts/messages';
import type { RecordSummary } from '@shared/contracts/records';
import { DELEGATE_HOME, MOBILE_DELEGATE_HOME, SYSTEM_HOME } from '@shared/roles';
import { MOBILE_PAGES, mobileAddressFor, mobilePageFor } from '@web/app/mobile-area';
import { guidesFor } from '@web/features/home/add-to-home-screen.screen';
import { mobileSectionsOf } from '@web/features/home/mobile-sections';
import { todoItemsOf } from '@web/features/home/mobile-todo.model';
import type { MenuNode } from '@web/features/menus';
import { deviceOf } from '@web/lib/device';
import { landingPathFor } from '@web/lib/route-guards';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('where a user lands after signing in', () => {
  it('sends a deputy on a phone to the mobile home, and everyone else to their usual home', () => {
    expect(landingPathFor('NPC_REPRESENT', deviceOf(IPHONE))).toBe(MOBILE_DELEGATE_HOME);
    expect(landingPathFor('NPC_REPRESENT', deviceOf(ANDROID))).toBe(MOBILE_DELEGATE_HOME);
    expect(landingPathFor('NPC_REPRESENT', deviceOf(DESKTOP))).toBe(DELEGATE_HOME);
    // Staff keep the system layout on a phone.
    expect(landingPathFor('人大管理员', deviceOf(IPHONE))).toBe(SYSTEM_HOME);
    expect(landingPathFor(null, deviceOf(IPHONE))).toBe(SYSTEM_HOME);
  });
});

describe('the mobile page of a client address', () => {
  it('is the twin of another name, the page of the same path, or none', () => {
    expect(mobilePageFor('/client/proposalAndSuggest/proposal/create')).toBe('/mobile/makeProposal');
    expect(mobilePageFor('/client/proposalAndSuggest/suggest/makeSuggestions/')).toBe('/mobile/makeSuggestions');
    expect(mobilePageFor('/client/proposalAndSuggest/proposal/proposalExamineInfo?id=3')).toBe('/mobile/detailsProposal');
    expect(mobilePageFor('/client/proposalAndSuggest/suggest/suggestExmineInfo')).toBe('/mobile/detailsSuggest');
    expect(mobilePageFor('/client/proposalAndSuggest/proposal/myProposalSuggest')).toBe('/mobile/proposalAndSuggest/proposal/myProposalSuggest');
    expect(mobilePageFor('/client/deputyStation/adviceHandling')).toBe('/mobile/deputyStation/adviceHandling');
    expect(mobilePageFor('/client/attendMeeting/meetingIndex')).toBeNull();
    expect(mobilePageFor('/client/proposalAndSuggest/proposal/drafts')).toBeNull();
  });

  it('keeps the query, and falls back to the mobile home', () => {
    expect(mobileAddressFor('/client/proposalAndSuggest/proposal/create', '?id=7')).toBe('/mobile/makeProposal?id=7');
    expect(mobileAddressFor('/client/deputyStation/adviceInfo', '?id=LY1')).toBe('/mobile/deputyStation/adviceInfo?id=LY1');
    expect(mobileAddressFor('/client/pageHome/delegatePageHome/', '')).toBe(MOBILE_DELEGATE_HOME);
    expect(mobileAddressFor('/client/performanceQuality/experienceList', '?x=1')).toBe(MOBILE_DELEGATE_HOME);
    expect(mobileAddressFor('/client/organization/behalfTeam', '?x=1')).toBe('/mobile/organization/behalfTeam?x=1');
  });

  it('lists each mobile page once, the tab pages and the home-screen guide among them', () => {
    const paths = MOBILE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['pageHome/pageHomeBox', 'pageHome/my', 'downLoadApk', 'makeProposal', 'deputyStation/adviceHandling']));
  });
});

const menu = (menuId: number, menuName: string, menuUrl: string | null, children: MenuNode[] = [], extra: Partial<MenuNode> = {}) =>
  ({ menuId, menuName, menuUrl, menuIcon: null, isShow: true, isEnable: true, children, ...extra }) as MenuNode;

describe('the mobile home’s grid', () => {
  it('lists the deputy’s menus that have a mobile page, under the menu that holds them, once each', () => {
    const navigation = [
      menu(1, '我的履职活动', null, [
        menu(2, '议案建议', null, [
          menu(3, '提出议案', '/client/proposalAndSuggest/proposal/create'),
          menu(4, '议案草稿', '/client/proposalAndSuggest/proposal/drafts'),
          menu(5, '我的议案建议', '/client/proposalAndSuggest/proposal/myProposalSuggest', [], { menuIcon: JSON.stringify({ menuIconType: 'class', url: 'icon-sub-menu' }) }),
          menu(6, '提出建议', '/client/proposalAndSuggest/suggest/makeSuggestions', [], { isEnable: false }),
          menu(7, '议案详情', '/client/proposalAndSuggest/proposal/proposalExamineInfo', [], { isShow: false }),
        ], { menuIcon: 'icon-proposal' }),
        menu(8, '参加会议', '/client/attendMeeting/meetingIndex'),
        menu(9, '代表联络站', null, [menu(10, '群众留言', '/client/deputyStation/adviceHandling'), menu(11, '留言', '/client/deputyStation/adviceHandling')]),
      ]),
    ];
    const sections = mobileSectionsOf(navigation);
    expect(sections.map((s) => [s.title, s.entries.map((e) => [e.name, e.to])])).toEqual([
      ['议案建议', [['提出议案', '/mobile/makeProposal'], ['我的议案建议', '/mobile/proposalAndSuggest/proposal/myProposalSuggest']]],
      ['代表联络站', [['群众留言', '/mobile/deputyStation/adviceHandling']]],
    ]);
    // An entry without an icon of its own, or with a tree row's dot, takes its group's.
    expect(sections[0].entries.map((entry) => entry.icon)).toEqual(['icon-proposal', 'icon-proposal']);
  });
});

describe('the 待办 tab', () => {
  it('lists what waits, newest first, each leading to its mobile page', () => {
    const record = (id: number, title: string, createTime: string, overdue = false) =>
      ({ id, title, statusLabel: '待处理', overdue, submitTime: null, createTime }) as RecordSummary;
    const items = todoItemsOf({
      proposals: [record(3, '议案甲', '2026-11-20T08:00:00Z')],
      suggestions: [record(5, '建议乙', '2026-11-22T08:00:00Z', true)],
      messages: [{ massesSuggestId: 'LY202611210001', title: '留言丙', handleStatusLabel: '待办理', createTime: '2026-11-21T08:00:00Z' } as MessageSummary],
    });
    expect(items.map((item) => [item.kind, item.title, item.href, item.overdue])).toEqual([
      ['建议', '建议乙', '/mobile/detailsSuggest?id=5', true],
      ['群众留言', '留言丙', '/mobile/deputyStation/adviceInfo?id=LY202611210001', false],
      ['议案', '议案甲', '/mobile/detailsProposal?id=3', false],
    ]);
  });
});

describe('the add-to-home-screen guide', () => {
  it('shows the phone’s own browser first', () => {
    expect(guidesFor(IPHONE)[0].id).toBe('ios');
    expect(guidesFor(ANDROID)[0].id).toBe('android');
  });
});
