import { commArea } from '../schema';
import type { Database } from '../database';

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
  return { province: province.areaId, city: city.areaId, county, town };
}
