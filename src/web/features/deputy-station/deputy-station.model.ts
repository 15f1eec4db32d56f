import { representativeLevel, type RepresentativeCard, type Station } from '@shared/portal';

/**
 * The deputy's own station in the workspace: the station the deputy belongs to (npc_delegate.fk_station_id,
 * answered as the user's stationId). Its pages read the portal's anonymous calls.
 */
export type StationArea = 'client' | 'mobile';

export type StationPage = 'deputyStation' | 'stationInfo' | 'articleList' | 'deputyList';

export const PAGE_TITLES: Readonly<Record<StationPage, string>> = {
  deputyStation: '我的联络站',
  stationInfo: '联络站信息',
  articleList: '联络站资讯',
  deputyList: '进站代表',
};

const BASE: Readonly<Record<StationArea, string>> = { client: '/client/deputyStation', mobile: '/mobile/deputyStation' };

export function stationPath(area: StationArea, page: StationPage): string {
  return `${BASE[area]}/${page}`;
}

/** An article of the station (the route keeps the platform document's spelling, artticleDetails). */
export function articlePath(area: StationArea, resourcesId: number): string {
  return `${BASE[area]}/artticleDetails?id=${resourcesId}`;
}

/** The messages citizens addressed to the deputy: the mobile table, or the client's 群众留言. */
export function messagesPath(area: StationArea): string {
  return area === 'mobile' ? '/mobile/adviceTable' : `${BASE.client}/adviceHandling`;
}

/** A citizen's message to the deputy at the station: the mobile area names it deputyStationSuggestDetails. */
export function messagePath(area: StationArea, massesSuggestId: string): string {
  const page = area === 'mobile' ? 'deputyStationSuggestDetails' : 'adviceInfo';
  return `${BASE[area]}/${page}?id=${encodeURIComponent(massesSuggestId)}`;
}

/** The portal's article and column calls take at most 50 a page. */
export const MAX_PORTAL_PAGE_SIZE = 50;

/** An id of the query string, or null when missing or not a positive integer. */
export function parsePositiveId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The station's place: province, city, county and street, without repeats or blanks. */
export function placeOf(station: Pick<Station, 'province' | 'city' | 'county' | 'streetName'>): string {
  return [station.province, station.city, station.county, station.streetName].filter((part, i, all) => part && all.indexOf(part) === i).join(' ');
}

/** The fields of 联络站信息, in their order; blanks show —. */
export function stationFields(station: Station): { label: string; value: string }[] {
  return [
    { label: '联络站名称', value: station.stationName },
    { label: '联络站编号', value: station.stationCode },
    { label: '所在地区', value: placeOf(station) },
    { label: '地址', value: station.address },
    { label: '召集人', value: station.conveneUser ?? '' },
    { label: '联系人', value: station.contactUser ?? '' },
    { label: '联系电话', value: station.contactPhone ?? '' },
    { label: '进站代表', value: `${station.delegateCount} 名` },
    { label: '示范站', value: station.isDemonstration ? '是' : '否' },
  ];
}

/** The paragraphs of the station's introduction (plain text, a paragraph a line). */
export function introductionOf(station: Pick<Station, 'introduce'>): string[] {
  const text = station.introduce?.trim();
  return text ? text.split(/\n+/).map((line) => line.trim()).filter(Boolean) : [];
}

/** A deputy's line under their name: level, delegation and occupation. */
export function deputyDetails(deputy: RepresentativeCard): string {
  return [representativeLevel(deputy.delegateGrade) === '暂无' ? null : `${representativeLevel(deputy.delegateGrade)}代表`, deputy.delegationName, deputy.presentOccupation].filter(Boolean).join(' · ');
}
