import { contactStation, contactStationColumn, contactStationResource } from '../db/schema';
import type { Database } from '../db/database';
import { CITY, PROVINCE, townKey, type AreaIds, type County } from './areas';
import { CENTRAL_COLUMNS, STATION_COLUMNS, stationArticles, type ArticleSeed, type StationStory } from './articles';

export type StationKey = 'dongcheng' | 'jiangbei' | 'dengke' | 'nuojiang' | 'shaxi' | 'jizhou' | 'changchi' | 'jiangkou';

export interface StationSeed extends StationStory {
  key: StationKey;
  stationCode: string;
  county: County;
  address: string;
  contactPhone: string;
  coordinate: string;
  isDemonstration: boolean;
  introduce: string;
}

export const stationPicture = (key: StationKey) => `/rdlz/static/stations/${key}.svg`;

/**
 * The eight contact stations. The convener (召集人) is a deputy the station addresses; the
 * staff member (工作人员) runs the station day to day. Codes are the county's division code
 * followed by a serial number.
 */
export const STATIONS: readonly StationSeed[] = [
  {
    key: 'dongcheng',
    stationName: '巴州区东城街道代表联络站',
    stationCode: '511902-01',
    county: '巴州区',
    town: '东城街道',
    address: '巴中市巴州区东城街道新华街88号（东城街道党群服务中心二楼）',
    conveneUser: '张明华',
    contactUser: '李晓燕',
    contactPhone: '0827-5262018',
    coordinate: '106.7712,31.8571',
    isDemonstration: true,
    road: '红碑路背街小巷',
    community: '红碑社区',
    school: '巴中市第三中学',
    industry: '特色商业街区',
    elderly: '东城街道综合养老服务中心',
    introduce:
      '巴州区东城街道代表联络站设在东城街道党群服务中心二楼，面积约180平方米，设有代表接待室、议事协商室、代表活动室和履职资料室，是全市首批规范化建设示范站。联络站由市人大代表张明华任召集人，编入市、区、镇三级人大代表8名，实行“每月两次集中接待、每周一名代表轮值”制度。群众可以到站面对面反映问题，也可以通过本网站“我要留言”向进站代表提出意见建议。近年来，联络站先后推动解决老旧小区改造、背街小巷路面修复、社区养老服务等民生实事40余件，成为代表联系群众的“连心桥”。',
  },
  {
    key: 'jiangbei',
    stationName: '巴州区江北街道代表联络站',
    stationCode: '511902-02',
    county: '巴州区',
    town: '江北街道',
    address: '巴中市巴州区江北街道江北大道中段236号（江北街道便民服务中心三楼）',
    conveneUser: '赵雪梅',
    contactUser: '王丽萍',
    contactPhone: '0827-5331206',
    coordinate: '106.7530,31.8702',
    isDemonstration: true,
    road: '江北大道辅道',
    community: '滨河社区',
    school: '巴州区江北实验小学',
    industry: '社区电商和小微企业',
    elderly: '滨河社区日间照料中心',
    introduce:
      '巴州区江北街道代表联络站位于江北街道便民服务中心三楼，紧邻巴河滨河步道，辐射滨河、江北、兴文等社区约6万居民。联络站由市人大代表赵雪梅任召集人，编入各级人大代表8名，围绕城市管理、物业服务、社区治理等群众关心的问题，常态化开展代表接待、走访和专题调研。联络站探索“代表+社区+物业”协商议事机制，推动解决小区停车、电梯维修、垃圾分类等问题，群众满意度持续提升。',
  },
  {
    key: 'dengke',
    stationName: '恩阳区登科街道代表联络站',
    stationCode: '511903-01',
    county: '恩阳区',
    town: '登科街道',
    address: '巴中市恩阳区登科街道登科大道69号（登科街道党群服务中心一楼）',
    conveneUser: '邓志勇',
    contactUser: '苟晓丽',
    contactPhone: '0827-8621315',
    coordinate: '106.6370,31.7893',
    isDemonstration: false,
    road: '登科大道至恩阳古镇连接线',
    community: '登科社区',
    school: '恩阳区登科小学',
    industry: '恩阳古镇文旅产业',
    elderly: '登科街道敬老院',
    introduce:
      '恩阳区登科街道代表联络站设在登科街道党群服务中心一楼，交通便利、标识醒目。联络站由市人大代表邓志勇任召集人，编入市、区、镇三级人大代表10名，每月定期开展集中接待。联络站立足恩阳古镇文旅资源和城郊农业特点，组织代表围绕古镇保护利用、农村人居环境整治、城乡学校建设等开展视察调研，推动一批群众“急难愁盼”问题得到解决。',
  },
  {
    key: 'nuojiang',
    stationName: '通江县诺江镇代表联络站',
    stationCode: '511921-01',
    county: '通江县',
    town: '诺江镇',
    address: '巴中市通江县诺江镇新华街108号（诺江镇便民服务中心一楼）',
    conveneUser: '李登才',
    contactUser: '陈晓芳',
    contactPhone: '0827-7222319',
    coordinate: '107.2452,31.9120',
    isDemonstration: false,
    road: '红云崖片区道路',
    community: '红云崖社区',
    school: '通江中学',
    industry: '通江银耳',
    elderly: '诺江镇中心敬老院',
    introduce:
      '通江县诺江镇代表联络站位于县城中心，依托诺江镇便民服务中心建设，设有接待室、议事室和代表风采展示墙。联络站由市人大代表李登才任召集人，编入各级人大代表6名。联络站坚持“代表接待日”“代表进村入户”等制度，重点围绕通江银耳产业发展、县城老旧小区改造、城区交通秩序等开展履职活动，让群众在家门口就能找到代表、反映诉求。',
  },
  {
    key: 'shaxi',
    stationName: '通江县沙溪镇代表联络站',
    stationCode: '511921-02',
    county: '通江县',
    town: '沙溪镇',
    address: '巴中市通江县沙溪镇沙溪街32号（沙溪镇便民服务中心二楼）',
    conveneUser: '刘玉琼',
    contactUser: '李明军',
    contactPhone: '0827-7482106',
    coordinate: '107.3010,31.9660',
    isDemonstration: false,
    road: '沙溪至至诚乡村公路',
    community: '沙溪社区',
    school: '沙溪镇中心小学',
    industry: '银耳种植和生猪养殖',
    elderly: '沙溪镇互助养老点',
    introduce:
      '通江县沙溪镇代表联络站建在沙溪镇便民服务中心二楼，服务沙溪、至诚、陈河等周边乡镇群众。联络站由市人大代表刘玉琼任召集人，编入各级人大代表6名，采取“定点接待+流动走访”方式开展工作，农忙时节代表带着“民情日记”进村入户。联络站聚焦乡村公路建设、农村饮水安全、特色产业发展等问题，推动完成多条村组道路硬化和饮水工程改造。',
  },
  {
    key: 'jizhou',
    stationName: '南江县集州街道代表联络站',
    stationCode: '511922-01',
    county: '南江县',
    town: '集州街道',
    address: '巴中市南江县集州街道朝阳路56号（集州街道党群服务中心二楼）',
    conveneUser: '杨秀琼',
    contactUser: '何佳',
    contactPhone: '0827-8228536',
    coordinate: '106.8420,32.3530',
    isDemonstration: true,
    road: '朝阳路至滨河路段',
    community: '光华社区',
    school: '南江中学',
    industry: '光雾山全域旅游',
    elderly: '集州街道社区养老服务站',
    introduce:
      '南江县集州街道代表联络站位于南江县城朝阳路，是全县规范化建设示范站。联络站由市人大代表杨秀琼任召集人，编入各级人大代表6名，建立“群众点单、代表接单、部门办单、群众评单”工作机制。联络站围绕光雾山全域旅游、县城更新、教育医疗等议题组织代表开展调研，多项意见建议被县委县政府采纳，群众称之为家门口的“民意直通车”。',
  },
  {
    key: 'changchi',
    stationName: '南江县长赤镇代表联络站',
    stationCode: '511922-02',
    county: '南江县',
    town: '长赤镇',
    address: '巴中市南江县长赤镇红军街18号（长赤镇人民政府一楼）',
    conveneUser: '陈立新',
    contactUser: '岳晓琴',
    contactPhone: '0827-8510123',
    coordinate: '106.6180,32.1980',
    isDemonstration: false,
    road: '长赤至正直乡村公路',
    community: '长赤社区',
    school: '南江县长赤中学',
    industry: '南江黄羊和金银花',
    elderly: '长赤镇中心敬老院',
    introduce:
      '南江县长赤镇代表联络站设在长赤镇人民政府一楼，服务长赤、正直、赤溪等片区群众。联络站由镇人大代表陈立新任召集人，编入各级人大代表5名。长赤是南江黄羊和金银花的重要产区，联络站组织代表深入养殖场、种植基地开展调研，帮助群众解决技术服务、产品销售等难题，助力乡村振兴。',
  },
  {
    key: 'jiangkou',
    stationName: '平昌县江口街道代表联络站',
    stationCode: '511923-01',
    county: '平昌县',
    town: '江口街道',
    address: '巴中市平昌县江口街道滨河路88号（江口街道党群服务中心三楼）',
    conveneUser: '苟丽华',
    contactUser: '刘晓梅',
    contactPhone: '0827-6222618',
    coordinate: '107.1030,31.5610',
    isDemonstration: false,
    road: '滨河路人行道',
    community: '佛头山社区',
    school: '平昌县实验小学',
    industry: '平昌青花椒',
    elderly: '江口街道居家养老服务中心',
    introduce:
      '平昌县江口街道代表联络站位于县城三江汇流处的滨河路，依托江口街道党群服务中心建设。联络站由市人大代表苟丽华任召集人，编入市、县、镇三级人大代表11名，每月10日、25日为代表集中接待日。联络站围绕青花椒产业发展、县城背街小巷改造、城区学校学位供给等开展履职活动，累计收集办理群众意见建议300余条。',
  },
];

export const FIRST_STATION = STATIONS[0];

export interface StationIds {
  /** Station id and town by key, for the deputies they address. */
  byKey: Record<StationKey, { id: number; town: string }>;
}

function articleRows(columnId: number, articles: readonly ArticleSeed[]) {
  return articles.map((a) => ({
    fkColumnId: columnId,
    title: a.title,
    source: a.source,
    content: a.paragraphs.map((p) => `<p>${p}</p>`).join(''),
    thumbnail: a.thumbnail,
    createTime: a.createTime,
    publishedAt: a.createTime,
  }));
}

/** Stations, their columns and articles, and the central station's columns. */
export async function seedStations(
  tx: Database,
  areas: AreaIds,
  deputiesOf: (key: StationKey) => { name: string; sex: '男' | '女'; job: string; grade: number }[],
): Promise<StationIds> {
  const rows = await tx
    .insert(contactStation)
    .values(
      STATIONS.map((s, i) => ({
        stationName: s.stationName,
        stationCode: s.stationCode,
        province: PROVINCE,
        city: CITY,
        county: s.county,
        streetName: s.town,
        address: s.address,
        contactUser: s.contactUser,
        conveneUser: s.conveneUser,
        contactPhone: s.contactPhone,
        introduce: s.introduce,
        stationPicture: stationPicture(s.key),
        fkStationAreaId: areas.town.get(townKey(s.county, s.town)) ?? null,
        isDemonstration: s.isDemonstration,
        sortNo: i + 1,
        coordinate: s.coordinate,
      })),
    )
    .returning();
  const idByCode = new Map(rows.map((r) => [r.stationCode, r.stationId]));
  const byKey = Object.fromEntries(STATIONS.map((s) => [s.key, { id: idByCode.get(s.stationCode)!, town: s.town }])) as StationIds['byKey'];

  const centralColumns = await tx
    .insert(contactStationColumn)
    .values(CENTRAL_COLUMNS.map((c, i) => ({ columnName: c.columnName, picture: c.picture, fkStationId: null, sortNo: i + 1 })))
    .returning();
  const articles = centralColumns.flatMap((col) =>
    articleRows(col.columnId, CENTRAL_COLUMNS.find((c) => c.columnName === col.columnName)!.articles),
  );

  for (const [stationIndex, s] of STATIONS.entries()) {
    const columns = await tx
      .insert(contactStationColumn)
      .values(STATION_COLUMNS.map((c, i) => ({ columnName: c.columnName, picture: c.picture, fkStationId: byKey[s.key].id, sortNo: i + 1 })))
      .returning();
    const written = stationArticles(s, stationIndex, deputiesOf(s.key));
    for (const c of STATION_COLUMNS) {
      const columnId = columns.find((col) => col.columnName === c.columnName)!.columnId;
      articles.push(...articleRows(columnId, written[c.columnName]));
    }
  }
  await tx.insert(contactStationResource).values(articles);
  return { byKey };
}
