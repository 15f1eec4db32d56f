/**
 * Articles of the portal. The central station's are written out; a station's are written from
 * templates that take the station's own places, people and industry, so every station reads
 * as its own news page without ~150 articles by hand.
 */
import { chinaWallClock } from '@machines/china-time';

export interface ArticleSeed {
  title: string;
  source: string;
  thumbnail: string;
  createTime: Date;
  paragraphs: string[];
}

/** What an article template needs to know about its station. */
export interface StationStory {
  stationName: string;
  county: string;
  town: string;
  address: string;
  conveneUser: string;
  contactUser: string;
  contactPhone: string;
  /** A road or lane the station's deputies pushed to repair. */
  road: string;
  community: string;
  school: string;
  /** The local industry deputies survey. */
  industry: string;
  /** A local elderly-care facility. */
  elderly: string;
}

export interface StationDeputy {
  name: string;
  sex: '男' | '女';
  job: string;
  grade: number;
}

const thumb = (name: string) => `/rdlz/static/articles/${name}.svg`;

/** Articles are dated before this day (the demo's "today" is 2026-11-21). */
const LAST_DAY = Date.UTC(2026, 10, 20);

/** A moment `days` before 2026-11-20, at the given hour of China time. */
function daysBefore(days: number, hour = 10): Date {
  return new Date(LAST_DAY - days * 86_400_000 + (hour - 8) * 3_600_000);
}

/** "11月12日" in China time. */
function monthDay(date: Date): string {
  const local = chinaWallClock(date);
  return `${local.getUTCMonth() + 1}月${local.getUTCDate()}日`;
}

function monthOf(date: Date): number {
  return chinaWallClock(date).getUTCMonth() + 1;
}

function gradeLabel(grade: number, county: string): string {
  if (grade === 3) return '市人大代表';
  if (grade === 4) return `${county.endsWith('区') ? '区' : '县'}人大代表`;
  return '乡镇人大代表';
}

export const STATION_COLUMNS = [
  { columnName: '工作动态', picture: thumb('meeting') },
  { columnName: '通知公告', picture: thumb('notice') },
  { columnName: '代表履职', picture: thumb('deputy') },
] as const;

type StationColumnName = (typeof STATION_COLUMNS)[number]['columnName'];

interface Cast {
  s: StationStory;
  /** Deputies of the station other than the convener, rotated per template. */
  a: StationDeputy;
  b: StationDeputy;
  c: StationDeputy;
  all: StationDeputy[];
  date: Date;
  day: string;
  /** A small station-specific number, so the figures differ between stations. */
  n: number;
}

interface Template {
  column: StationColumnName;
  /** How long before 2026-11-20 it was published, before the station's own offset. */
  daysAgo: number;
  thumbnail: string;
  /** Who signs it: the station itself or the county's standing committee. */
  source: 'station' | 'county';
  title: (c: Cast) => string;
  paragraphs: (c: Cast) => string[];
}

const he = (d: StationDeputy) => (d.sex === '女' ? '她' : '他');

const TEMPLATES: readonly Template[] = [
  {
    column: '工作动态',
    daysAgo: 5,
    thumbnail: 'reception',
    source: 'station',
    title: ({ s }) => `${s.stationName}开展“代表进站 倾听民声”集中接待活动`,
    paragraphs: ({ s, a, b, day, n }) => [
      `${day}上午，${s.stationName}开展本月代表集中接待活动。召集人${s.conveneUser}和${a.name}、${b.name}等人大代表准时到站，面对面倾听群众意见建议。`,
      `接待中，${s.community}居民反映小区停车难、夜间部分路段路灯不亮；也有群众咨询城乡居民医疗保险缴费、老旧小区加装电梯等问题。代表们认真记录、逐一答复，对当场不能解答的问题，详细登记群众联系方式，承诺限时反馈。`,
      `当天共接待群众${20 + n}人次，收集意见建议${9 + (n % 6)}条，其中当场答复${4 + (n % 3)}条，其余已按照“收集—交办—督办—反馈”的流程转交相关部门办理。`,
      `${s.conveneUser}表示，联络站是代表联系群众的“连心桥”，代表们将坚持定期进站，把群众的“烦心事”办成“暖心事”。`,
    ],
  },
  {
    column: '工作动态',
    daysAgo: 24,
    thumbnail: 'road',
    source: 'county',
    title: ({ s }) => `代表督办见实效 ${s.road}完成修缮`,
    paragraphs: ({ s, a }) => [
      `近日，${s.town}${s.road}修缮工程完工并恢复通行，困扰周边群众多年的出行难题得到解决。`,
      `今年以来，${s.stationName}多次收到群众关于该路段路面坑洼、排水不畅的留言。${a.name}等代表在进站接待时了解情况后，实地查看了整条路段，形成意见建议提交${s.county}人大常委会，建议交通运输、住房城乡建设部门联合整治。`,
      `相关部门高度重视，将该路段纳入年度道路维修计划，对破损路面进行重铺，新建排水边沟，增设路灯和减速标识。施工期间，代表们多次到现场了解进度，收集群众意见。`,
      `“路修好了，娃娃上学、老人买菜都方便了。”附近居民高兴地说。联络站将继续跟踪问效，确保群众反映的问题件件有着落、事事有回音。`,
    ],
  },
  {
    column: '工作动态',
    daysAgo: 45,
    thumbnail: 'village',
    source: 'station',
    title: ({ s }) => `${s.stationName}组织代表调研${s.industry}发展`,
    paragraphs: ({ s, b, day }) => [
      `为助力产业发展和群众增收，${day}，${s.stationName}组织进站代表深入${s.community}等地，就${s.industry}发展情况开展专题调研。`,
      `代表们走进企业、基地和经营户，详细了解产业规模、技术服务、销售渠道和带动群众增收情况，并与经营主体、基层干部座谈交流。`,
      `调研中，代表们发现部分经营主体存在融资难、品牌宣传不足、物流配套滞后等问题。${b.name}代表建议，进一步加大金融支持力度，完善电商和物流服务网络，推动${s.industry}向品牌化、规模化发展。`,
      `调研结束后，联络站对代表意见建议进行梳理汇总，形成调研报告报送${s.county}人大常委会，为党委政府决策提供参考。`,
    ],
  },
  {
    column: '工作动态',
    daysAgo: 66,
    thumbnail: 'elderly',
    source: 'station',
    title: ({ s }) => `关注“一老一小” 代表走访${s.elderly}`,
    paragraphs: ({ s, c, day }) => [
      `${day}，${s.stationName}组织部分人大代表走访${s.elderly}，实地了解辖区养老服务工作开展情况。`,
      `代表们察看了老人居住的房间、食堂和康复活动室，与入住老人、护理人员亲切交谈，详细询问饮食起居、医疗保健和文化娱乐等情况。`,
      `座谈中，${c.name}代表指出，随着人口老龄化程度加深，居家和社区养老服务需求日益增长，建议进一步完善助餐、助浴、助医等服务，引导社会力量参与，加强护理人员培训，让老年人老有所养、老有所依。`,
      `走访结束后，代表们为老人送去了米、油等慰问品，并表示将把了解到的问题和建议带到人代会上，推动养老服务体系不断完善。`,
    ],
  },
  {
    column: '工作动态',
    daysAgo: 87,
    thumbnail: 'school',
    source: 'county',
    title: ({ s }) => `${s.town}人大代表走进${s.school}开展校园安全视察`,
    paragraphs: ({ s, a, day }) => [
      `为切实保障师生安全，${day}，${s.stationName}组织人大代表走进${s.school}，开展校园安全专题视察。`,
      `代表们先后察看了学校门卫室、食堂、宿舍和消防设施，查阅安全管理制度和应急预案，并观摩了学生安全疏散演练。`,
      `在随后召开的座谈会上，代表们对学校安全管理工作给予肯定，同时建议在上下学高峰时段加强校门口交通疏导，完善食堂食材溯源管理，常态化开展防溺水、防欺凌和心理健康教育。`,
      `${a.name}代表表示，校园安全关系千家万户，人大代表将持续关注，推动形成学校、家庭、社会共同守护学生安全的良好局面。`,
    ],
  },
  {
    column: '工作动态',
    daysAgo: 110,
    thumbnail: 'meeting',
    source: 'station',
    title: ({ s }) => `${s.stationName}召开群众意见建议办理情况通报会`,
    paragraphs: ({ s, day, n }) => [
      `${day}，${s.stationName}召开群众意见建议办理情况通报会，进站人大代表、${s.town}相关负责同志和群众代表参加会议。`,
      `会上，联络站工作人员${s.contactUser}通报了今年以来群众意见建议收集和办理情况：通过集中接待、代表走访和网上留言等渠道共收集意见建议${40 + n}条，已办结${31 + n}条，正在办理的9条均已明确责任单位和办理时限。`,
      `与会群众代表对${s.road}整治、${s.community}停车难等事项的办理进展进行了满意度测评。对群众不满意的事项，联络站当场明确由代表跟踪督办。`,
      `${s.conveneUser}要求，要坚持“件件有回音、事事有着落”，把办理结果及时反馈给群众，让群众看得见代表履职的实效。`,
    ],
  },

  {
    column: '通知公告',
    daysAgo: 3,
    thumbnail: 'notice',
    source: 'station',
    title: ({ s }) => `${s.town}关于征集2027年度民生实事项目意见建议的公告`,
    paragraphs: ({ s }) => [
      '为进一步做好民生实事项目人大代表票决工作，把群众最关心、最直接、最现实的利益问题办好，现面向辖区群众公开征集2027年度民生实事项目意见建议。',
      '一、征集范围：教育、医疗卫生、养老服务、交通出行、城乡建设、生态环境、就业创业等与群众生活密切相关的事项。',
      `二、征集方式：群众可到${s.stationName}现场填写意见建议表，也可通过本网站“我要留言”栏目在线提交，或拨打联系电话${s.contactPhone}反映。`,
      '三、征集时间：即日起至2026年12月20日。',
      '征集到的意见建议将由联络站汇总整理后报送人大常委会，作为确定民生实事候选项目的重要参考。',
    ],
  },
  {
    column: '通知公告',
    daysAgo: 20,
    thumbnail: 'notice',
    source: 'station',
    title: ({ s, date }) => `${s.stationName}${(monthOf(date) % 12) + 1}月份代表进站接待安排`,
    paragraphs: ({ s, all, date }) => {
      const month = (monthOf(date) % 12) + 1;
      return [
        `根据工作安排，${month}月份${s.stationName}代表进站接待活动安排如下：`,
        `一、接待时间：${month}月10日、${month}月25日，上午9:00—12:00，下午2:30—5:30。`,
        `二、接待地点：${s.address}。`,
        `三、接待代表：${all.map((d) => d.name).join('、')}。`,
        '四、接待内容：听取群众对经济社会发展、民生事项、基层治理等方面的意见建议，宣传法律法规和惠民政策。',
        `欢迎辖区群众前来反映情况、提出意见建议。联系电话：${s.contactPhone}。`,
      ];
    },
  },
  {
    column: '通知公告',
    daysAgo: 40,
    thumbnail: 'notice',
    source: 'station',
    title: ({ s }) => `${s.stationName}关于调整代表集中接待时间的通知`,
    paragraphs: ({ s, date }) => {
      const month = monthOf(date);
      return [
        `因${s.county}人大常委会集中组织代表参加履职能力提升培训，原定于${month}月25日的代表集中接待活动调整至${month}月27日，接待时间和地点不变。`,
        `接待期间，群众仍可通过本网站“我要留言”栏目向进站代表留言，或拨打联系电话${s.contactPhone}反映问题。`,
        '由此带来的不便，敬请谅解。',
      ];
    },
  },
  {
    column: '通知公告',
    daysAgo: 62,
    thumbnail: 'notice',
    source: 'station',
    title: ({ s }) => `${s.town}关于开展人大代表“进社区、访民情”活动的通知`,
    paragraphs: ({ s }) => [
      `为密切人大代表同人民群众的联系，经研究，决定在全${s.town.endsWith('镇') ? '镇' : '街道'}开展人大代表“进社区、访民情”活动。现将有关事项通知如下：`,
      '一、活动时间：即日起至2026年12月底。',
      `二、活动内容：进站代表每人至少走访联系群众20户，重点了解困难群众、老年人、残疾人等群体的生产生活情况，收集群众对${s.industry}、基础设施建设、公共服务等方面的意见建议。`,
      '三、工作要求：代表要如实记录走访情况，对收集的意见建议及时交联络站登记，能现场解决的现场解决，不能现场解决的按程序交办，并做好跟踪反馈。',
    ],
  },
  {
    column: '通知公告',
    daysAgo: 120,
    thumbnail: 'notice',
    source: 'station',
    title: ({ s }) => `关于公布${s.stationName}进站代表名单的公告`,
    paragraphs: ({ s, all }) => [
      `为方便群众联系人大代表，现将${s.stationName}进站代表名单公布如下：`,
      ...all.map((d) => `${d.name}，${gradeLabel(d.grade, s.county)}，${d.job}。`),
      `联络站地址：${s.address}。联系电话：${s.contactPhone}。群众也可通过本网站“我要留言”直接向代表留言。`,
    ],
  },
  {
    column: '通知公告',
    daysAgo: 150,
    thumbnail: 'notice',
    source: 'station',
    title: ({ s }) => `${s.stationName}群众来访须知`,
    paragraphs: ({ s }) => [
      `一、${s.stationName}每月10日、25日为代表集中接待日，其余工作日由联络站工作人员登记群众意见建议。`,
      '二、来访群众请如实反映情况，提供真实姓名和联系方式，以便代表及时反馈办理结果。',
      '三、反映的问题属于诉讼、仲裁、行政复议等法定途径处理的，请依法通过相应途径解决。',
      '四、来访群众应当遵守法律法规，文明有序表达诉求，不得扰乱联络站工作秩序。',
      `五、联系电话：${s.contactPhone}。`,
    ],
  },

  {
    column: '代表履职',
    daysAgo: 12,
    thumbnail: 'deputy',
    source: 'county',
    title: ({ a }) => `${a.name}：把群众的事当成自己的事`,
    paragraphs: ({ s, a, n }) => [
      `${a.name}是${gradeLabel(a.grade, s.county)}，现任${a.job}。自当选以来，${he(a)}坚持每月进站接待群众，认真倾听群众心声。`,
      `今年以来，${he(a)}先后走访${s.community}等地群众${30 + n}户，收集意见建议${12 + (n % 5)}条，围绕${s.road}改造、${s.industry}发展等问题提出代表建议，推动解决了一批群众急难愁盼问题。`,
      `“代表就要为群众说话、替群众办事。”${a.name}说，“群众把信任交给我们，我们就要把每一件事办好、办实。”`,
    ],
  },
  {
    column: '代表履职',
    daysAgo: 35,
    thumbnail: 'village',
    source: 'county',
    title: ({ s, b }) => `${b.name}代表：用心助力${s.industry}发展`,
    paragraphs: ({ s, b }) => [
      `在${s.town}，提起${gradeLabel(b.grade, s.county)}${b.name}，群众都说“有事找${he(b)}，靠得住”。`,
      `为推动${s.industry}发展，${b.name}多次走进生产一线，和经营户一起算成本、找销路，把群众反映的技术培训少、贷款门槛高等问题整理成代表建议。在${he(b)}和其他代表的推动下，相关部门开展了技术培训，并推出了专项信贷产品。`,
      `“产业兴旺了，群众的钱袋子鼓起来了，这是我最想看到的。”${b.name}说。`,
    ],
  },
  {
    column: '代表履职',
    daysAgo: 58,
    thumbnail: 'road',
    source: 'station',
    title: ({ s, c }) => `${c.name}代表持续关注${s.road}改造`,
    paragraphs: ({ s, c }) => [
      `“这段路一到下雨就积水，老人孩子出门很不方便。”今年春天，${s.community}居民在联络站向${c.name}代表反映了${s.road}的问题。`,
      `${c.name}随即到现场察看，走访沿线住户和商户，拍照记录破损情况，并将问题带到${s.county}人大常委会组织的代表座谈会上。${he(c)}还多次与主管部门沟通，推动该路段纳入年度改造计划。`,
      `目前，该路段改造工程已经开工，预计年内完工。${c.name}说：“群众的小事就是代表的大事，一件一件办好，群众才会信任我们。”`,
    ],
  },
  {
    column: '代表履职',
    daysAgo: 92,
    thumbnail: 'meeting',
    source: 'county',
    title: ({ s }) => `${s.stationName}开展代表向选民述职活动`,
    paragraphs: ({ s, a, b, day, n }) => [
      `${day}，${s.stationName}组织开展人大代表向选民述职活动，${s.community}等地的选民代表${40 + n}人参加。`,
      `${a.name}、${b.name}等代表分别从参加人代会、提出意见建议、联系服务群众等方面报告了一年来的履职情况，并现场回答了选民提问。`,
      `选民代表对述职代表进行了满意度测评，测评结果将在联络站公示。大家表示，述职活动让选民更加了解代表，也让代表更加明确了履职方向。`,
    ],
  },
  {
    column: '代表履职',
    daysAgo: 130,
    thumbnail: 'deputy',
    source: 'county',
    title: ({ all }) => `${all[all.length - 1].name}代表：立足岗位 服务群众`,
    paragraphs: ({ s, all }) => {
      const d = all[all.length - 1];
      return [
        `${d.name}是${gradeLabel(d.grade, s.county)}，现任${d.job}。工作中，${he(d)}把岗位职责和代表职责结合起来，利用专业优势服务群众。`,
        `每逢联络站集中接待日，${d.name}总是早早到站，耐心倾听群众诉求。对群众反映的问题，${he(d)}一件一件登记，能解答的当场解答，不能解答的跟踪督办，直到有结果为止。`,
        `${d.name}说：“人大代表不是荣誉，而是责任。只有扎根群众，才能把群众的心声真实反映上去。”`,
      ];
    },
  },
];

/** Writes the articles of one station's three columns. */
export function stationArticles(
  s: StationStory,
  stationIndex: number,
  deputies: readonly StationDeputy[],
): Record<StationColumnName, ArticleSeed[]> {
  const others = deputies.filter((d) => d.name !== s.conveneUser);
  const convener = deputies.find((d) => d.name === s.conveneUser);
  const all = convener ? [convener, ...others] : [...others];
  const out: Record<StationColumnName, ArticleSeed[]> = { 工作动态: [], 通知公告: [], 代表履职: [] };
  TEMPLATES.forEach((t, i) => {
    const pick = (k: number) => others[(i + k) % others.length];
    const date = daysBefore(t.daysAgo + stationIndex * 2 + (i % 3), 9 + ((i + stationIndex) % 7));
    const cast: Cast = { s, a: pick(0), b: pick(1), c: pick(2), all, date, day: monthDay(date), n: (stationIndex * 7 + i * 3) % 13 };
    out[t.column].push({
      title: t.title(cast),
      source: t.source === 'station' ? s.stationName : `${s.county}人大常委会`,
      thumbnail: thumb(t.thumbnail),
      createTime: date,
      paragraphs: t.paragraphs(cast),
    });
  });
  return out;
}

interface CentralColumn {
  columnName: string;
  picture: string;
  articles: ArticleSeed[];
}

const central = (
  daysAgo: number,
  title: string,
  thumbnail: string,
  paragraphs: string[],
  source = '巴中市人大常委会办公室',
): ArticleSeed => ({ title, source, thumbnail: thumb(thumbnail), createTime: daysBefore(daysAgo, 15), paragraphs });

/** Columns of the central station (fkStationId null). */
export const CENTRAL_COLUMNS: readonly CentralColumn[] = [
  {
    columnName: '工作动态',
    picture: thumb('meeting'),
    articles: [
      central(2, '市人大常委会召开全市代表联络站规范化建设推进会', 'meeting', [
        '11月18日，市人大常委会召开全市代表联络站规范化建设推进会，总结交流各县（区）联络站建设经验，安排部署下一阶段工作。',
        '会议指出，代表联络站是人大代表联系群众的重要平台，是践行全过程人民民主的基层阵地。近年来，全市建成各级代表联络站200余个，实现乡镇（街道）全覆盖，群众在家门口就能找到代表、反映诉求。',
        '会上，巴州区东城街道、南江县集州街道等联络站作了交流发言。会议要求，要持续推进联络站阵地、制度、活动、台账“四规范”，用好网上联络站平台，让代表履职更加便捷、群众参与更加有序。',
      ]),
      central(23, '市人大常委会开展“代表进站 履职为民”主题活动', 'reception', [
        '10月以来，市人大常委会在全市组织开展“代表进站 履职为民”主题活动，五级人大代表分批次进站接待群众。',
        '活动期间，全市各代表联络站共开展集中接待活动600余场次，接待群众1.2万人次，收集意见建议2300余条。对收集到的意见建议，各联络站分类建立台账，按程序交有关部门办理，目前已办结1800余条。',
        '市人大常委会有关负责同志表示，将把主题活动中的好经验好做法固化为制度，推动代表联络站工作常态化、长效化。',
      ]),
      central(57, '市人大常委会调研城市更新和老旧小区改造工作', 'road', [
        '9月24日，市人大常委会组成调研组，深入巴州区、恩阳区部分老旧小区和城市更新项目现场，调研全市城市更新和老旧小区改造工作。',
        '调研组察看了小区管网改造、加装电梯、停车位建设、社区服务设施配套等情况，听取了市住房和城乡建设局等部门的工作汇报。',
        '调研组建议，要坚持以人民为中心，尊重居民意愿，统筹推进“里子”和“面子”改造，完善长效管理机制，切实提升群众的获得感、幸福感。',
      ]),
      central(71, '市人大常委会组织代表调研校园食品安全工作', 'school', [
        '9月10日，市人大常委会组织部分市人大代表，对全市中小学校园食品安全工作开展专题调研。',
        '代表们走进学校食堂，察看食材采购、储存、加工、留样等环节，查阅食品安全管理台账，详细了解“明厨亮灶”和陪餐制度落实情况。',
        '代表们建议，要压实学校食品安全主体责任，加强食材供应链监管，畅通家长参与监督渠道，让孩子们吃得安全、吃得营养。',
      ]),
      central(92, '市人大代表视察全市农村公路建设和养护工作', 'village', [
        '8月20日，部分市人大代表视察全市农村公路建设和养护工作，先后来到通江县、南江县察看农村公路建设项目和“路长制”落实情况。',
        '代表们认为，近年来全市农村公路建设成效明显，群众出行条件明显改善。同时指出，部分路段存在养护资金不足、安全设施不完善等问题。',
        '代表们建议，要健全农村公路管理养护长效机制，加大安全隐患整治力度，推动“四好农村路”高质量发展，为乡村振兴提供交通保障。',
      ]),
      central(128, '全市人大代表建议办理工作推进会召开', 'meeting', [
        '7月15日，全市人大代表建议办理工作推进会召开，通报市五届人大三次会议代表建议办理进展情况，部署下一阶段办理工作。',
        '会议通报，市五届人大三次会议期间及闭会期间，代表共提出建议400余件，已全部交由有关单位办理。截至目前，已答复代表的建议占比超过七成。',
        '会议要求，各承办单位要坚持“内容和形式并重、结果和过程并重”，加强与代表沟通，确保建议办理件件有着落、事事有回音。',
      ], '巴中市人大常委会代表工作委员会'),
    ],
  },
  {
    columnName: '通知公告',
    picture: thumb('notice'),
    articles: [
      central(10, '关于征集2027年度市级民生实事候选项目的公告', 'notice', [
        '为深入推进民生实事项目人大代表票决制工作，现面向社会公开征集2027年度市级民生实事候选项目。',
        '征集范围包括教育、医疗卫生、养老托育、就业创业、交通出行、城乡建设、生态环境等方面，项目应当具有普惠性、可行性，能够在一年内完成或取得阶段性成效。',
        '社会各界可通过各代表联络站、本网站“我要留言”栏目或信函方式提出项目建议。征集截止时间为2026年12月20日。',
      ]),
      central(36, '巴中市人大常委会关于开展2026年度代表述职活动的通知', 'notice', [
        '为增强代表履职意识，接受选民和原选举单位监督，市人大常委会决定在全市开展2026年度人大代表述职活动。',
        '各县（区）人大常委会要结合实际，依托代表联络站组织代表向选民或原选举单位述职，每名代表任期内至少述职一次。',
        '述职活动应当于2026年12月底前完成，请各县（区）将活动开展情况于2027年1月10日前报市人大常委会代表工作委员会。',
      ]),
      central(80, '关于公布全市代表联络站集中接待日安排的公告', 'notice', [
        '为方便群众联系人大代表，现将全市代表联络站集中接待日安排公告如下。',
        '各代表联络站每月至少安排一次集中接待日，具体时间以各联络站公布的安排为准。群众可通过本网站“站点分布”查询就近联络站的地址和联系电话。',
        '群众也可以通过本网站“我要留言”向人大代表留言，并凭留言编号查询办理结果。',
      ]),
      central(118, '关于举办2026年市人大代表履职能力提升培训班的通知', 'notice', [
        '为帮助代表提高依法履职能力，市人大常委会定于2026年8月上旬举办市人大代表履职能力提升培训班。',
        '培训内容包括人民代表大会制度、代表建议的提出和办理、代表联络站工作实务等。培训采取专题讲座、现场教学和交流研讨相结合的方式进行。',
        '请各代表团于7月31日前将参训代表名单报市人大常委会代表工作委员会。',
      ], '巴中市人大常委会代表工作委员会'),
      central(155, '关于对《巴中市农村生活垃圾治理条例（草案征求意见稿）》公开征求意见的公告', 'notice', [
        '为提高地方立法质量，推进科学立法、民主立法，现将《巴中市农村生活垃圾治理条例（草案征求意见稿）》全文公布，公开征求社会各界意见。',
        '社会各界可通过信函、电子邮件或本网站“我要留言”栏目提出意见建议。',
        '征求意见截止时间为2026年7月31日。',
      ], '巴中市人大常委会法制工作委员会'),
    ],
  },
  {
    columnName: '专题专栏',
    picture: thumb('topic'),
    articles: [
      central(15, '代表联络站建设专题：打通联系群众“最后一公里”', 'topic', [
        '代表联络站是人大代表密切联系群众的重要平台。全市按照“有场所、有制度、有活动、有实效”的要求，推动代表联络站建设全覆盖。',
        '各联络站建立了代表轮值接待、意见建议交办督办、办理结果反馈等制度，推动代表履职从“会期”向“日常”延伸。',
        '本专栏将持续展示各地联络站建设的好经验、好做法，欢迎各联络站积极投稿。',
      ]),
      central(42, '民生实事项目代表票决制工作纪实', 'topic', [
        '近年来，全市各级人大推行民生实事项目人大代表票决制，实现了从“为民作主”到“由民作主”的转变。',
        '项目从群众中征集、由代表票决产生、由人大监督实施，一批涉及教育、医疗、交通、养老的民生项目落地见效。',
        '票决制的实施，让代表在民生实事决策中有了更多话语权，也让群众对民生项目有了更多获得感。',
      ]),
      central(77, '坚持和完善人民代表大会制度专题学习', 'topic', [
        '人民代表大会制度是坚持党的领导、人民当家作主、依法治国有机统一的根本政治制度安排。',
        '本专栏汇集人民代表大会制度相关理论文章、法律法规和学习资料，供各级人大代表和人大工作者学习参考。',
        '各级人大代表要加强学习，提高依法履职能力，更好发挥代表作用。',
      ]),
      central(104, '“我为家乡发展献一策”代表建议选登', 'topic', [
        '为展示代表履职成果，本栏目选登部分市人大代表围绕全市经济社会发展提出的建议。',
        '本期选登的建议涉及特色农产品品牌建设、乡村旅游发展、农村客运网络完善、城区停车设施建设等方面，相关建议均已交由承办单位办理。',
        '欢迎广大群众通过代表联络站向人大代表提出意见建议，为家乡发展献计出力。',
      ], '巴中市人大常委会代表工作委员会'),
      central(140, '法治宣传专题：人大代表带头学法用法', 'topic', [
        '人大代表是国家权力机关组成人员，带头学法守法用法是依法履职的基本要求。',
        '各代表联络站结合群众需求，组织代表开展民法典、未成年人保护法、反电信网络诈骗法等法律法规宣传活动，受到群众欢迎。',
        '本专栏将持续发布法治宣传资料和代表学法心得，推动形成办事依法、遇事找法、解决问题用法的良好氛围。',
      ]),
    ],
  },
  {
    columnName: '代表履职',
    picture: thumb('deputy'),
    articles: [
      central(8, '市人大代表张明华：扎根社区的“民情代言人”', 'deputy', [
        '张明华是巴州区东城街道党工委书记，也是巴中市第五届人大代表。他坚持每月到东城街道代表联络站接待群众，记下了厚厚几本“民情日记”。',
        '围绕老旧小区改造、背街小巷整治、社区养老服务等群众关心的问题，张明华提出多件代表建议，推动红碑路背街小巷完成修缮、东城街道综合养老服务中心投入使用。',
        '“群众的事再小也是大事。”张明华说，代表要把群众的期盼装在心里，把群众的事情办在实处。',
      ]),
      central(30, '市人大代表李登才：让通江银耳“走出大山”', 'village', [
        '作为通江县银耳产业发展中心主任和市人大代表，李登才多年来致力于通江银耳产业发展。',
        '他深入银耳主产区调研，围绕菌种繁育、标准化生产、品牌保护等方面提出代表建议，推动出台扶持政策，带动更多农户通过银耳产业增收致富。',
        '李登才说，希望通过代表履职，让通江银耳这张“金字招牌”越擦越亮。',
      ]),
      central(54, '市人大代表岳正华：守护南江黄羊产业的“领头羊”', 'village', [
        '南江黄羊是国家地理标志产品。市人大代表岳正华长期从事黄羊品种保护和产业发展工作。',
        '他多次走访养殖户，了解群众在养殖技术、疫病防控、市场销售等方面的困难，提出的关于加大南江黄羊种质资源保护力度的建议得到有关部门采纳。',
        '岳正华表示，将继续发挥代表作用，推动南江黄羊产业高质量发展。',
      ]),
      central(83, '市人大代表熊光辉：把青花椒种成“致富椒”', 'village', [
        '在平昌县，青花椒已成为群众增收的主导产业。市人大代表熊光辉长期扎根一线，为花椒种植户提供技术指导。',
        '针对花椒采摘用工难、初加工能力不足等问题，熊光辉提出代表建议，推动有关部门支持建设烘干加工设施、推广机械化采摘。',
        '“看到乡亲们的收入一年比一年多，我觉得再辛苦也值得。”熊光辉说。',
      ]),
      central(113, '市人大代表冯淑珍：用心守护乡村孩子成长', 'school', [
        '冯淑珍是恩阳区登科小学校长，也是市人大代表。她长期关注农村留守儿童教育问题。',
        '在代表联络站接待群众时，冯淑珍了解到一些家长对孩子课后看护的担忧，随即提出关于完善农村学校课后服务的建议，推动多所学校开设课后托管和兴趣课程。',
        '冯淑珍说，教育关系每个家庭的未来，作为代表，她将继续为孩子们的健康成长鼓与呼。',
      ]),
    ],
  },
];
