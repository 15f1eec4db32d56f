import { commArea } from '../db/schema';
import type { Database } from '../db/database';

export const PROVINCE = '四川省';
export const CITY = '巴中市';

/** The five county-level divisions of 巴中市 and some of their streets and towns. */
export const COUNTIES = {
  巴州区: ['东城街道', '西城街道', '江北街道', '回风街道', '宕梁街道', '时新街道', '曾口镇', '清江镇', '大茅坪镇', '水宁寺镇', '化成镇', '梁永镇', '三江镇'],
  恩阳区: ['登科街道', '文治街道', '柳林镇', '渔溪镇', '下八庙镇', '花丛镇', '玉山镇', '三河场镇', '群乐镇', '茶坝镇'],
  通江县: ['诺江镇', '广纳镇', '铁佛镇', '沙溪镇', '至诚镇', '火炬镇', '涪阳镇', '洪口镇', '陈河镇', '瓦室镇', '毛浴镇', '春在镇'],
  南江县: ['南江镇', '集州街道', '东榆镇', '长赤镇', '正直镇', '大河镇', '光雾山镇', '下两镇', '赤溪镇', '沙河镇', '红光镇'],
  平昌县: ['江口街道', '同州街道', '金宝街道', '驷马镇', '白衣镇', '岳家镇', '镇龙镇', '响滩镇', '得胜镇', '佛楼镇', '元山镇', '云台镇', '兰草镇'],
} as const;

export type County = keyof typeof COUNTIES;
export const COUNTY_NAMES = Object.keys(COUNTIES) as County[];

/**
 * The other prefecture-level divisions of 四川省 in the official order, after 巴中市 (the home
 * city, first in the area switcher). Counties are given for the three neighbours of 巴中市 only.
 */
export const OTHER_CITIES: Readonly<Record<string, readonly string[]>> = {
  成都市: [],
  自贡市: [],
  攀枝花市: [],
  泸州市: [],
  德阳市: [],
  绵阳市: [],
  广元市: ['利州区', '昭化区', '朝天区', '旺苍县', '青川县', '剑阁县', '苍溪县'],
  遂宁市: [],
  内江市: [],
  乐山市: [],
  南充市: ['顺庆区', '高坪区', '嘉陵区', '南部县', '营山县', '蓬安县', '仪陇县', '西充县', '阆中市'],
  眉山市: [],
  宜宾市: [],
  广安市: [],
  达州市: ['通川区', '达川区', '宣汉县', '开江县', '大竹县', '渠县', '万源市'],
  雅安市: [],
  资阳市: [],
  阿坝藏族羌族自治州: [],
  甘孜藏族自治州: [],
  凉山彝族自治州: [],
  // Children of 四川省 in the source data that the area switcher leaves out (EXCLUDED_CITY_NAMES).
  驻资部队: [],
  简阳市: [],
};

export interface AreaIds {
  province: number;
  city: number;
  county: Record<County, number>;
  /** Keyed "county/town", since a town name alone need not be unique in a province. */
  town: Map<string, number>;
}

export const townKey = (county: County, town: string) => `${county}/${town}`;

export async function seedAreas(tx: Database): Promise<AreaIds> {
  const [province] = await tx.insert(commArea).values({ areaName: PROVINCE, areaLevel: 1, sortNo: 1 }).returning();
  const [city] = await tx
    .insert(commArea)
    .values({ areaName: CITY, areaLevel: 2, fkParentArea: province.areaId, sortNo: 1 })
    .returning();
  const counties = await tx
    .insert(commArea)
    .values(COUNTY_NAMES.map((areaName, i) => ({ areaName, areaLevel: 3, fkParentArea: city.areaId, sortNo: i + 1 })))
    .returning();
  const county = Object.fromEntries(counties.map((c) => [c.areaName, c.areaId])) as Record<County, number>;

  const town = new Map<string, number>();
  for (const name of COUNTY_NAMES) {
    const rows = await tx
      .insert(commArea)
      .values(COUNTIES[name].map((areaName, i) => ({ areaName, areaLevel: 4, fkParentArea: county[name], sortNo: i + 1 })))
      .returning();
    for (const row of rows) town.set(townKey(name, row.areaName), row.areaId);
  }

  // Inserted after the 巴中市 tree so that its ids stay what they were.
  const cityNames = Object.keys(OTHER_CITIES);
  const others = await tx
    .insert(commArea)
    .values(cityNames.map((areaName, i) => ({ areaName, areaLevel: 2, fkParentArea: province.areaId, sortNo: i + 2 })))
    .returning();
  const countyRows = others.flatMap((c) =>
    OTHER_CITIES[c.areaName].map((areaName, i) => ({ areaName, areaLevel: 3, fkParentArea: c.areaId, sortNo: i + 1 })),
  );
  if (countyRows.length > 0) await tx.insert(commArea).values(countyRows);
  return { province: province.areaId, city: city.areaId, county, town };
}
