import { npcDelegate, npcDelegateRelation } from '../db/schema';
import type { Database } from '../db/database';
import { CITY, COUNTIES, PROVINCE, type County } from './areas';
import type { StationKey } from './stations';
import { CURRENT_TERM, CURRENT_TIMES } from './terms';

type Grade = 3 | 4 | 5;
type Education = '研究生' | '大学' | '大专' | '中专' | '高中' | '初中';

/** One deputy of the demo; the list order gives the usernames 13900000001, 13900000002 ... */
export interface DeputySeed {
  name: string;
  sex: '男' | '女';
  birth: string;
  nation: string;
  political: string;
  edu: Education;
  /** "school/major" for those with a diploma past high school. */
  school?: string;
  /** 工作单位及职务, shown on the representative card. */
  job: string;
  /** 职业类别 (composition of the congress). */
  kind: string;
  grade: Grade;
  county: County;
  station: StationKey;
  /** 1 passed unless given; a couple are pending a vacancy or vacant. */
  audit?: 3 | 6;
  specialCommittee?: boolean;
}

// 巴州区 comes first so that 13900000001 (张明华) and at least ten city deputies of one
// delegation are there: a proposal needs ten signers of the same delegation and grade.
export const DEPUTIES: readonly DeputySeed[] = [
  { name: '张明华', sex: '男', birth: '1972-03-15', nation: '汉族', political: '中共党员', edu: '大学', school: '西华师范大学/汉语言文学', job: '巴州区东城街道党工委书记', kind: '党政机关干部', grade: 3, county: '巴州区', station: 'dongcheng', specialCommittee: true },
  { name: '李秀英', sex: '女', birth: '1978-09-02', nation: '汉族', political: '中共党员', edu: '大学', school: '川北医学院/临床医学', job: '巴中市中心医院心血管内科主任医师', kind: '医务工作者', grade: 3, county: '巴州区', station: 'dongcheng' },
  { name: '王建国', sex: '男', birth: '1968-11-20', nation: '汉族', political: '中共党员', edu: '大专', school: '巴中职业技术学院/工商企业管理', job: '巴中市秦巴建筑工程有限公司董事长', kind: '企业负责人', grade: 3, county: '巴州区', station: 'dongcheng' },
  { name: '陈红梅', sex: '女', birth: '1983-05-08', nation: '汉族', political: '中共党员', edu: '大学', school: '四川师范大学/教育学', job: '巴中市第三中学副校长', kind: '教师', grade: 3, county: '巴州区', station: 'dongcheng' },
  { name: '刘德福', sex: '男', birth: '1965-07-14', nation: '汉族', political: '群众', edu: '高中', job: '巴州区曾口镇金山村种养殖专业合作社理事长', kind: '农民', grade: 3, county: '巴州区', station: 'jiangbei' },
  { name: '杨晓东', sex: '男', birth: '1980-01-26', nation: '汉族', political: '中共党员', edu: '研究生', school: '四川大学/法律', job: '四川巴州律师事务所主任', kind: '专业技术人员', grade: 3, county: '巴州区', station: 'dongcheng' },
  { name: '赵雪梅', sex: '女', birth: '1986-12-03', nation: '汉族', political: '中共党员', edu: '大学', school: '西南财经大学/会计学', job: '巴州区江北街道滨河社区党委书记、居委会主任', kind: '社区工作者', grade: 3, county: '巴州区', station: 'jiangbei' },
  { name: '黄志刚', sex: '男', birth: '1975-04-19', nation: '汉族', political: '中共党员', edu: '大学', school: '西南交通大学/土木工程', job: '巴中市城市建设投资有限公司副总经理', kind: '企业负责人', grade: 3, county: '巴州区', station: 'dongcheng' },
  { name: '周丽娟', sex: '女', birth: '1988-08-30', nation: '汉族', political: '民盟盟员', edu: '研究生', school: '西南大学/学前教育学', job: '巴州区第二实验幼儿园园长', kind: '教师', grade: 3, county: '巴州区', station: 'jiangbei' },
  { name: '吴国强', sex: '男', birth: '1970-02-11', nation: '汉族', political: '中共党员', edu: '大学', school: '四川农业大学/农学', job: '巴州区清江镇党委书记', kind: '党政机关干部', grade: 3, county: '巴州区', station: 'jiangbei' },
  { name: '郑海燕', sex: '女', birth: '1979-06-22', nation: '汉族', political: '群众', edu: '大专', school: '四川交通职业技术学院/物流管理', job: '巴中市金桥物流有限公司总经理', kind: '企业负责人', grade: 3, county: '巴州区', station: 'jiangbei' },
  { name: '孙明亮', sex: '男', birth: '1984-10-05', nation: '汉族', political: '中共党员', edu: '大学', school: '成都理工大学/城市规划', job: '巴州区回风街道办事处主任', kind: '党政机关干部', grade: 3, county: '巴州区', station: 'jiangbei' },
  { name: '马玉兰', sex: '女', birth: '1977-03-28', nation: '回族', political: '群众', edu: '中专', school: '巴中市职业中学/烹饪', job: '巴州区东城街道个体工商户', kind: '个体工商户', grade: 4, county: '巴州区', station: 'dongcheng' },
  { name: '何文军', sex: '男', birth: '1982-07-07', nation: '汉族', political: '中共党员', edu: '大学', school: '西华大学/机械设计制造及其自动化', job: '巴州区宕梁街道兴文社区党委书记', kind: '社区工作者', grade: 4, county: '巴州区', station: 'jiangbei' },
  { name: '罗春燕', sex: '女', birth: '1990-04-16', nation: '汉族', political: '中共党员', edu: '大专', school: '巴中职业技术学院/护理', job: '巴州区曾口镇中心卫生院护士长', kind: '医务工作者', grade: 5, county: '巴州区', station: 'dongcheng' },
  { name: '谢永红', sex: '男', birth: '1973-09-09', nation: '汉族', political: '群众', edu: '初中', job: '巴州区水宁寺镇茶叶种植专业合作社理事长', kind: '农民', grade: 5, county: '巴州区', station: 'jiangbei' },

  { name: '邓志勇', sex: '男', birth: '1974-05-12', nation: '汉族', political: '中共党员', edu: '大学', school: '四川农业大学/园艺', job: '恩阳区农业农村局局长', kind: '党政机关干部', grade: 3, county: '恩阳区', station: 'dengke' },
  { name: '冯淑珍', sex: '女', birth: '1981-11-03', nation: '汉族', political: '中共党员', edu: '大学', school: '西华师范大学/数学与应用数学', job: '恩阳区登科小学校长', kind: '教师', grade: 3, county: '恩阳区', station: 'dengke', specialCommittee: true },
  { name: '唐建平', sex: '男', birth: '1969-08-21', nation: '汉族', political: '群众', edu: '高中', job: '恩阳区柳林镇双龙村种植专业合作社理事长', kind: '农民', grade: 3, county: '恩阳区', station: 'dengke' },
  { name: '蒋晓琴', sex: '女', birth: '1987-02-14', nation: '汉族', political: '九三学社社员', edu: '研究生', school: '电子科技大学/电子与通信工程', job: '巴中经济开发区普瑞电子科技有限公司研发部经理', kind: '专业技术人员', grade: 3, county: '恩阳区', station: 'dengke' },
  { name: '许光明', sex: '男', birth: '1976-10-30', nation: '汉族', political: '中共党员', edu: '大学', school: '四川警察学院/治安学', job: '巴中市公安局恩阳区分局文治派出所所长', kind: '党政机关干部', grade: 3, county: '恩阳区', station: 'dengke' },
  { name: '向春梅', sex: '女', birth: '1985-01-19', nation: '土家族', political: '中共党员', edu: '大专', school: '达州职业技术学院/旅游管理', job: '恩阳古镇旅游服务中心主任', kind: '企业管理人员', grade: 3, county: '恩阳区', station: 'dengke' },
  { name: '苟天明', sex: '男', birth: '1966-12-08', nation: '汉族', political: '中共党员', edu: '高中', job: '恩阳区下八庙镇玉皇村党支部书记', kind: '农民', grade: 4, county: '恩阳区', station: 'dengke' },
  { name: '岳成林', sex: '男', birth: '1979-03-03', nation: '汉族', political: '群众', edu: '中专', school: '巴中市职业中学/电气运行与控制', job: '国网巴中市恩阳区供电公司配电运检班班长', kind: '工人', grade: 4, county: '恩阳区', station: 'dengke' },
  { name: '袁丽萍', sex: '女', birth: '1991-06-27', nation: '汉族', political: '中共党员', edu: '大学', school: '川北医学院/护理学', job: '恩阳区渔溪镇卫生院护士长', kind: '医务工作者', grade: 5, county: '恩阳区', station: 'dengke' },
  { name: '杜勇', sex: '男', birth: '1983-09-15', nation: '汉族', political: '民进会员', edu: '大学', school: '四川师范大学/美术学', job: '恩阳区柳林镇综合文化站站长', kind: '专业技术人员', grade: 5, county: '恩阳区', station: 'dengke' },

  { name: '李登才', sex: '男', birth: '1971-04-08', nation: '汉族', political: '中共党员', edu: '大学', school: '四川农业大学/食品科学与工程', job: '通江县银耳产业发展中心主任', kind: '党政机关干部', grade: 3, county: '通江县', station: 'nuojiang' },
  { name: '何晓燕', sex: '女', birth: '1982-12-12', nation: '汉族', political: '中共党员', edu: '大学', school: '西华师范大学/英语', job: '通江中学英语教师', kind: '教师', grade: 3, county: '通江县', station: 'nuojiang' },
  { name: '王天福', sex: '男', birth: '1967-06-06', nation: '汉族', political: '群众', edu: '初中', job: '通江县陈河镇银耳专业合作社理事长', kind: '农民', grade: 3, county: '通江县', station: 'shaxi' },
  { name: '张春兰', sex: '女', birth: '1976-08-18', nation: '汉族', political: '中共党员', edu: '大专', school: '巴中职业技术学院/会计', job: '通江县诺江镇红云崖社区党委书记', kind: '社区工作者', grade: 3, county: '通江县', station: 'nuojiang' },
  { name: '陈永富', sex: '男', birth: '1973-01-29', nation: '汉族', political: '中共党员', edu: '大学', school: '重庆交通大学/交通工程', job: '通江县交通运输局局长', kind: '党政机关干部', grade: 3, county: '通江县', station: 'shaxi' },
  { name: '刘玉琼', sex: '女', birth: '1980-05-05', nation: '汉族', political: '民建会员', edu: '大学', school: '西南财经大学/金融学', job: '四川通江农村商业银行沙溪支行行长', kind: '企业管理人员', grade: 3, county: '通江县', station: 'shaxi' },
  { name: '蒲建军', sex: '男', birth: '1978-10-10', nation: '汉族', political: '中共党员', edu: '大学', school: '成都体育学院/体育教育', job: '通江县至诚镇党委书记', kind: '党政机关干部', grade: 3, county: '通江县', station: 'shaxi' },
  { name: '赵德明', sex: '男', birth: '1964-02-02', nation: '汉族', political: '中共党员', edu: '高中', job: '通江县铁佛镇观音村村委会主任', kind: '农民', grade: 4, county: '通江县', station: 'nuojiang' },
  { name: '向红英', sex: '女', birth: '1984-07-21', nation: '土家族', political: '群众', edu: '中专', school: '通江县职业高级中学/服装设计与工艺', job: '通江县诺江镇个体工商户', kind: '个体工商户', grade: 4, county: '通江县', station: 'nuojiang' },
  { name: '谭明远', sex: '男', birth: '1986-03-11', nation: '汉族', political: '中共党员', edu: '大学', school: '四川大学/临床医学', job: '通江县人民医院普外科副主任医师', kind: '医务工作者', grade: 4, county: '通江县', station: 'shaxi' },
  { name: '苟小琴', sex: '女', birth: '1992-11-25', nation: '汉族', political: '共青团员', edu: '大专', school: '巴中职业技术学院/电子商务', job: '通江县沙溪镇农村电商服务站负责人', kind: '农民', grade: 5, county: '通江县', station: 'shaxi' },
  { name: '罗德兵', sex: '男', birth: '1975-05-30', nation: '汉族', political: '中共党员', edu: '初中', job: '通江县广纳镇寨坡村党支部书记', kind: '农民', grade: 5, county: '通江县', station: 'nuojiang' },

  { name: '岳正华', sex: '男', birth: '1970-09-12', nation: '汉族', political: '中共党员', edu: '大学', school: '西南大学/动物科学', job: '南江县黄羊产业发展中心主任', kind: '党政机关干部', grade: 3, county: '南江县', station: 'jizhou' },
  { name: '杨秀琼', sex: '女', birth: '1979-04-04', nation: '汉族', political: '中共党员', edu: '大学', school: '四川师范大学/思想政治教育', job: '南江县集州街道党工委书记', kind: '党政机关干部', grade: 3, county: '南江县', station: 'jizhou' },
  { name: '王光荣', sex: '男', birth: '1968-01-17', nation: '汉族', political: '群众', edu: '高中', job: '南江县长赤镇金银花种植专业合作社理事长', kind: '农民', grade: 3, county: '南江县', station: 'changchi' },
  { name: '李红霞', sex: '女', birth: '1985-10-08', nation: '汉族', political: '中共党员', edu: '大学', school: '四川旅游学院/酒店管理', job: '南江县光雾山旅游开发有限公司总经理', kind: '企业负责人', grade: 3, county: '南江县', station: 'jizhou' },
  { name: '冉建国', sex: '男', birth: '1974-12-30', nation: '土家族', political: '中共党员', edu: '大学', school: '西南政法大学/法学', job: '南江县司法局局长', kind: '党政机关干部', grade: 3, county: '南江县', station: 'changchi' },
  { name: '张丽', sex: '女', birth: '1983-03-22', nation: '汉族', political: '民盟盟员', edu: '研究生', school: '西华师范大学/课程与教学论', job: '南江中学副校长', kind: '教师', grade: 3, county: '南江县', station: 'jizhou' },
  { name: '何永平', sex: '男', birth: '1977-07-26', nation: '汉族', political: '中共党员', edu: '大专', school: '四川交通职业技术学院/道路桥梁工程技术', job: '南江县公路养护管理段段长', kind: '专业技术人员', grade: 4, county: '南江县', station: 'changchi' },
  { name: '胡晓梅', sex: '女', birth: '1988-05-19', nation: '汉族', political: '群众', edu: '大专', school: '巴中职业技术学院/学前教育', job: '南江县南江镇中心幼儿园教师', kind: '教师', grade: 4, county: '南江县', station: 'jizhou' },
  { name: '母德华', sex: '男', birth: '1966-04-11', nation: '汉族', political: '中共党员', edu: '初中', job: '南江县正直镇柏杨村党支部书记', kind: '农民', grade: 4, county: '南江县', station: 'changchi', audit: 3 },
  { name: '陈立新', sex: '男', birth: '1981-08-08', nation: '汉族', political: '中共党员', edu: '大学', school: '四川农业大学/动物医学', job: '南江县长赤镇畜牧兽医站站长', kind: '专业技术人员', grade: 5, county: '南江县', station: 'changchi' },
  { name: '岳小芳', sex: '女', birth: '1990-10-01', nation: '汉族', political: '中共党员', edu: '大学', school: '成都大学/社会工作', job: '南江县东榆镇新街社区居委会主任', kind: '社区工作者', grade: 5, county: '南江县', station: 'jizhou' },

  { name: '熊光辉', sex: '男', birth: '1972-06-16', nation: '汉族', political: '中共党员', edu: '大学', school: '四川农业大学/植物保护', job: '平昌县青花椒产业发展中心主任', kind: '党政机关干部', grade: 3, county: '平昌县', station: 'jiangkou' },
  { name: '王淑芬', sex: '女', birth: '1977-02-27', nation: '汉族', political: '中共党员', edu: '大学', school: '川北医学院/预防医学', job: '平昌县疾病预防控制中心主任', kind: '医务工作者', grade: 3, county: '平昌县', station: 'jiangkou' },
  { name: '杨大成', sex: '男', birth: '1969-11-11', nation: '汉族', political: '群众', edu: '高中', job: '平昌县驷马镇青花椒种植专业合作社理事长', kind: '农民', grade: 3, county: '平昌县', station: 'jiangkou' },
  { name: '苟丽华', sex: '女', birth: '1984-09-03', nation: '汉族', political: '中共党员', edu: '大学', school: '西华师范大学/历史学', job: '平昌县江口街道党工委副书记', kind: '党政机关干部', grade: 3, county: '平昌县', station: 'jiangkou' },
  { name: '付建华', sex: '男', birth: '1975-03-09', nation: '汉族', political: '农工党党员', edu: '大学', school: '西南医科大学/中医学', job: '平昌县中医医院院长', kind: '医务工作者', grade: 3, county: '平昌县', station: 'jiangkou' },
  { name: '刘春燕', sex: '女', birth: '1986-06-12', nation: '汉族', political: '中共党员', edu: '大学', school: '四川师范大学/小学教育', job: '平昌县实验小学副校长', kind: '教师', grade: 3, county: '平昌县', station: 'jiangkou' },
  { name: '李德贵', sex: '男', birth: '1963-10-20', nation: '汉族', political: '中共党员', edu: '初中', job: '平昌县白衣镇龙岗村党支部书记', kind: '农民', grade: 4, county: '平昌县', station: 'jiangkou' },
  { name: '侯秀兰', sex: '女', birth: '1980-12-05', nation: '汉族', political: '群众', edu: '中专', school: '平昌县职业中学/家政服务', job: '平昌县同州街道巧嫂家政服务部负责人', kind: '个体工商户', grade: 4, county: '平昌县', station: 'jiangkou' },
  { name: '蒲明军', sex: '男', birth: '1978-01-08', nation: '汉族', political: '中共党员', edu: '大专', school: '四川建筑职业技术学院/建筑工程技术', job: '平昌县住房和城乡建设局村镇建设股股长', kind: '党政机关干部', grade: 4, county: '平昌县', station: 'jiangkou', audit: 6 },
  { name: '张晓红', sex: '女', birth: '1991-03-15', nation: '汉族', political: '共青团员', edu: '大学', school: '西南科技大学/电子商务', job: '平昌县岳家镇返乡创业青年、农产品电商负责人', kind: '农民', grade: 5, county: '平昌县', station: 'jiangkou' },
  { name: '马建忠', sex: '男', birth: '1982-05-24', nation: '回族', political: '群众', edu: '大专', school: '四川商务职业学院/餐饮管理', job: '平昌县驷马镇个体工商户', kind: '个体工商户', grade: 5, county: '平昌县', station: 'jiangkou' },
];

export const deputyUsername = (index: number) => `139${String(index + 1).padStart(8, '0')}`;

/** Relatives of a few deputies, keyed by the deputy's username. */
export const RELATIVES: Record<string, { appellation: string; name: string; birthday: string; political: string; works: string }[]> = {
  '13900000001': [
    { appellation: '妻子', name: '刘芳', birthday: '1974-06-10', political: '中共党员', works: '巴州区人民医院护士' },
    { appellation: '儿子', name: '张宇航', birthday: '2000-09-01', political: '共青团员', works: '成都市某软件公司职员' },
  ],
  '13900000002': [
    { appellation: '丈夫', name: '陈志远', birthday: '1976-02-19', political: '中共党员', works: '巴中市发展和改革委员会干部' },
    { appellation: '女儿', name: '陈雨桐', birthday: '2005-04-12', political: '共青团员', works: '四川大学在校学生' },
  ],
  '13900000017': [{ appellation: '妻子', name: '蒋丽', birthday: '1975-08-03', political: '群众', works: '恩阳区登科街道社区卫生服务中心医生' }],
  '13900000027': [
    { appellation: '妻子', name: '谭春华', birthday: '1972-10-15', political: '中共党员', works: '通江县妇幼保健院医生' },
    { appellation: '母亲', name: '王桂英', birthday: '1948-01-20', political: '群众', works: '退休' },
  ],
};

const POSTCODE: Record<County, string> = { 巴州区: '636000', 恩阳区: '636064', 通江县: '636700', 南江县: '636600', 平昌县: '636400' };
const NATIVE_PLACE: Record<County, string> = { 巴州区: '四川巴中', 恩阳区: '四川巴中', 通江县: '四川通江', 南江县: '四川南江', 平昌县: '四川平昌' };
const DEGREE: Partial<Record<Education, string>> = { 研究生: '硕士', 大学: '学士' };
const YEARS_TO_FIRST_JOB: Record<Education, number> = { 研究生: 25, 大学: 22, 大专: 21, 中专: 19, 高中: 19, 初中: 17 };

/** Which congress a deputy of this grade sits in, for the resume line. */
function congressOf(d: DeputySeed, town: string): string {
  if (d.grade === 3) return `${CITY}第五届人民代表大会代表`;
  if (d.grade === 4) return `${d.county}人民代表大会代表`;
  return `${d.county}${town}人民代表大会代表`;
}

/** The town named in the deputy's work unit, else the town of the station that addresses them. */
function townOf(d: DeputySeed, stationTown: string): string {
  const towns: readonly string[] = COUNTIES[d.county];
  return towns.find((town) => d.job.includes(town)) ?? stationTown;
}

export function deputyRow(d: DeputySeed, index: number, ids: { delegation: number; station: number; stationTown: string }) {
  const town = townOf(d, ids.stationTown);
  const [school, major] = d.school?.split('/') ?? [];
  const [year, month] = d.birth.split('-');
  const firstJob = Number(year) + YEARS_TO_FIRST_JOB[d.edu];
  const officeTail = String(5_200_000 + index * 1373).slice(0, 7);
  return {
    delegateName: d.name,
    sex: d.sex,
    birth: d.birth,
    workTime: `${firstJob}-07-01`,
    nationality: d.nation,
    nativePlace: NATIVE_PLACE[d.county],
    political: d.political,
    degree: DEGREE[d.edu] ?? null,
    educationBackground: d.edu,
    graduateInstitutions: school ?? null,
    major: major ?? null,
    phone: deputyUsername(index),
    officePhone: `0827-${officeTail}`,
    postalAddress: `${PROVINCE}${CITY}${d.county}${town}`,
    postcode: POSTCODE[d.county],
    position: d.kind,
    presentOccupation: d.job,
    resume: `${d.name}，${d.sex}，${d.nation}，${year}年${Number(month)}月生，${NATIVE_PLACE[d.county]}人，${d.edu}学历，${d.political}。${firstJob}年参加工作，现任${d.job}。${congressOf(d, town)}。`,
    fkDelegationId: ids.delegation,
    delegateGrade: d.grade,
    auditStatus: d.audit ?? 1,
    fkStationId: ids.station,
    isSpecialCommittee: d.specialCommittee ?? false,
    term: CURRENT_TERM,
    times: CURRENT_TIMES,
  };
}

/** Inserts the deputies and their relatives; answers delegate ids by username. */
export async function seedDeputies(
  tx: Database,
  refs: { delegation: Record<County, number>; station: Record<StationKey, { id: number; town: string }> },
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(npcDelegate)
    .values(
      DEPUTIES.map((d, i) =>
        deputyRow(d, i, { delegation: refs.delegation[d.county], station: refs.station[d.station].id, stationTown: refs.station[d.station].town }),
      ),
    )
    .returning({ delegateId: npcDelegate.delegateId, phone: npcDelegate.phone });
  const idByUsername = new Map(rows.map((r) => [r.phone!, r.delegateId]));

  const relations = Object.entries(RELATIVES).flatMap(([username, list]) =>
    list.map((r) => ({ fkDelegateId: idByUsername.get(username)!, ...r })),
  );
  await tx.insert(npcDelegateRelation).values(relations);
  return idByUsername;
}
