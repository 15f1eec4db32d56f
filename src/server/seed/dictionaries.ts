import { commDictData } from '../db/schema';
import type { Database } from '../db/database';
import { ANSWER_CATEGORY, DELEGATE_GRADE, SATISFACTION } from '@shared/enums';

type Entry = readonly [dataKey: string, dataValue: string];

/** Values listed in order; the key is the 1-based position, zero-padded. */
const numbered = (values: readonly string[]): Entry[] => values.map((v, i) => [String(i + 1).padStart(2, '0'), v]);

/** Dictionary entries by typeCode; sort_num follows the order given. */
export const DICTIONARIES: Readonly<Record<string, readonly Entry[]>> = {
  nationality: numbered(['汉族', '回族', '土家族', '苗族', '彝族', '藏族', '羌族', '满族', '蒙古族', '壮族', '侗族', '布依族']),
  political: numbered([
    '中共党员',
    '中共预备党员',
    '共青团员',
    '民革党员',
    '民盟盟员',
    '民建会员',
    '民进会员',
    '农工党党员',
    '致公党党员',
    '九三学社社员',
    '台盟盟员',
    '无党派人士',
    '群众',
  ]),
  education: numbered(['研究生', '大学', '大专', '中专', '高中', '初中', '小学']),
  degree: numbered(['博士', '硕士', '学士']),
  sex: [
    ['1', '男'],
    ['2', '女'],
  ],
  delegateGrade: Object.entries(DELEGATE_GRADE),
  delegateComposition: numbered(['党政机关干部', '企业负责人', '企业管理人员', '专业技术人员', '教师', '医务工作者', '工人', '农民', '社区工作者', '个体工商户', '解放军和武警']),
  appellation: numbered(['妻子', '丈夫', '儿子', '女儿', '父亲', '母亲', '兄弟', '姐妹']),
  answerCategory: Object.entries(ANSWER_CATEGORY),
  satisfaction: Object.entries(SATISFACTION),
  proposalType: numbered(['法制建设', '经济建设', '城乡建设', '农业农村', '教育科技', '医疗卫生', '社会保障', '生态环境', '文化旅游', '其他']),
  suggestType: numbered(['经济发展', '城乡建设', '交通运输', '农业农村', '教育科技', '医疗卫生', '社会保障', '生态环境', '文化旅游', '政法工作', '其他', '城建环保']),
  stationActivityType: numbered(['集中接待', '走访群众', '专题调研', '视察检查', '述职评议', '法治宣传']),
  delegationDocumentType: numbered(['通知', '文件', '学习材料', '工作要点', '简报']),
  delegationActivityType: numbered(['视察', '调研', '培训', '座谈', '走访', '执法检查']),
  delegationMeetingType: numbered(['全体会议', '小组会议', '团长会议']),
};

/** Entries kept for old records but no longer offered (城建环保 was split in two). */
const RETIRED: readonly (readonly [typeCode: string, dataValue: string])[] = [['suggestType', '城建环保']];

export async function seedDictionaries(tx: Database): Promise<number> {
  const rows = Object.entries(DICTIONARIES).flatMap(([typeCode, entries]) =>
    entries.map(([dataKey, dataValue], i) => ({
      typeCode,
      dataKey,
      dataValue,
      sortNum: i + 1,
      isValid: !RETIRED.some(([t, v]) => t === typeCode && v === dataValue),
    })),
  );
  await tx.insert(commDictData).values(rows);
  return rows.length;
}
