import { Readable } from 'node:stream';
import { npcDelegationRecord, storedFile, type AttachmentRef } from '../db/schema';
import type { Database } from '../db/database';
import type { DelegationKind } from '@shared/delegation-work';
import type { ObjectStorage } from '../services/storage/storage.service';
import type { County } from './areas';
import { DEPUTIES, deputyUsername } from './deputies';
import { CURRENT_TERM, CURRENT_TIMES } from './terms';

/**
 * A one-page PDF of ASCII lines in Helvetica, written out by hand (no PDF library is installed):
 * enough for the viewer to show a real document. Offsets of the cross-reference table are counted.
 */
export function minimalPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = ['BT', '/F1 18 Tf', '72 760 Td', `(${escape(lines[0] ?? '')}) Tj`, '/F1 12 Tf', ...lines.slice(1).flatMap((line) => ['0 -22 Td', `(${escape(line)}) Tj`]), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoFile {
  objPath: string;
  name: string;
  bytes: Buffer;
}

const demoFile = (day: string, key: string, name: string, lines: string[]): DemoFile => ({
  objPath: `${day}/${key}/${name}`,
  name,
  bytes: minimalPdf(lines),
});

/** The demo's delegation documents, stored under fixed paths: the seed names them, the server writes them at start. */
export const DELEGATION_DEMO_FILES = {
  notice: demoFile('2026/02/20', '6f1d7a52-3c0e-4b7a-9a51-0d2c1e7b5a01', '关于做好闭会期间代表活动的通知.pdf', [
    'Bazhou District Delegation',
    'Notice on deputies\' activities between sessions (2026)',
    '1. Each deputy joins at least two inspections or surveys a year.',
    '2. Each deputy receives constituents at a contact station every quarter.',
    '3. Reports of activities reach the delegation office by the 25th of each month.',
    'Bazhong Municipal People\'s Congress, 2026-02-20',
  ]),
  study: demoFile('2026/01/05', '6f1d7a52-3c0e-4b7a-9a51-0d2c1e7b5a02', '代表履职学习材料汇编.pdf', [
    'Study materials for deputies',
    'Law on Deputies to the National People\'s Congress and Local People\'s Congresses',
    'Rules for proposals and suggestions of deputies of Bazhong',
    'Guide to the work of deputies\' contact stations',
  ]),
  plan: demoFile('2026/01/20', '6f1d7a52-3c0e-4b7a-9a51-0d2c1e7b5a03', '代表团2026年工作要点.pdf', [
    'Work plan of the delegation for 2026',
    'Q1: preparation for the third session of the fifth congress',
    'Q2: survey of rural revitalisation in Bazhou District',
    'Q3: inspection of the Bazhong-Nanchong expressway works',
    'Q4: annual report of deputies to their constituents',
  ]),
  tongjiang: demoFile('2026/02/26', '6f1d7a52-3c0e-4b7a-9a51-0d2c1e7b5a04', '通江县代表团学习材料.pdf', [
    'Tongjiang County Delegation',
    'Study materials: the tremella industry and rural revitalisation',
  ]),
} as const satisfies Record<string, DemoFile>;

const attach = (...files: DemoFile[]): AttachmentRef[] => files.map((file) => ({ name: file.name, objPath: file.objPath }));

/** Writes the demo documents the storage does not hold yet (a fresh data directory). */
export async function writeDelegationDemoFiles(storage: ObjectStorage): Promise<void> {
  for (const file of Object.values(DELEGATION_DEMO_FILES)) {
    if (await storage.stat(file.objPath)) continue;
    await storage.put(file.objPath, Readable.from([file.bytes]), { maxBytes: file.bytes.length });
  }
}

interface RecordSeed {
  kind: DelegationKind;
  title: string;
  category?: string;
  happenDate?: string;
  clock?: string;
  place?: string;
  organiser?: string;
  summary?: string;
  content?: string;
  session?: [term: number, times: number];
  speaker?: string;
  participants?: string[];
  attachments?: AttachmentRef[];
  isPublished?: boolean;
  sortNo?: number;
}

const CURRENT: [number, number] = [CURRENT_TERM, CURRENT_TIMES];
const PREVIOUS: [number, number] = [CURRENT_TERM, CURRENT_TIMES - 1];

const BAZHOU: readonly RecordSeed[] = [
  { kind: 'document', title: '关于做好2026年闭会期间代表活动的通知', category: '通知', happenDate: '2026-02-20', organiser: '巴州区代表团', summary: '明确闭会期间代表参加视察调研、进站接待选民和报送履职情况的具体要求。', attachments: attach(DELEGATION_DEMO_FILES.notice), isPublished: true },
  { kind: 'document', title: '巴州区代表团2026年工作要点', category: '工作要点', happenDate: '2026-01-20', organiser: '巴州区代表团', summary: '围绕市五届人大三次会议筹备、乡村振兴专题调研和代表述职等安排全年工作。', attachments: attach(DELEGATION_DEMO_FILES.plan), isPublished: true },
  { kind: 'document', title: '代表履职学习材料汇编', category: '学习材料', happenDate: '2026-01-05', organiser: '巴中市人大常委会代表工作委员会', summary: '汇编代表法、议案建议办理办法和代表联络站工作指引，供代表学习。', attachments: attach(DELEGATION_DEMO_FILES.study), isPublished: true },
  { kind: 'document', title: '关于报送代表建议办理满意度测评结果的通知', category: '通知', happenDate: '2025-12-10', organiser: '巴州区代表团', summary: '请各位代表于12月25日前完成对所提建议办理情况的满意度测评。', isPublished: true },
  { kind: 'document', title: '巴州区代表团第四季度活动简报', category: '简报', happenDate: '2025-12-28', organiser: '巴州区代表团', summary: '第四季度代表团组织视察2次、调研1次，代表进站接待群众126人次。', isPublished: true },
  { kind: 'document', title: '关于开展“代表述职、选民评议”活动的方案（征求意见稿）', category: '文件', happenDate: '2026-03-01', organiser: '巴州区代表团', summary: '征求意见稿，尚未发布。', isPublished: false },
  { kind: 'activity', title: '巴中至南充高速公路巴州段建设情况视察', category: '视察', happenDate: '2026-03-12', place: '巴州区曾口镇施工现场', organiser: '巴州区代表团', participants: ['张明华', '王建国', '杨晓东', '刘德福'], content: '代表们实地察看了高速公路曾口互通和隧道施工现场，听取了项目建设情况汇报，就征地拆迁补偿、施工安全和农民工工资支付提出意见。' },
  { kind: 'activity', title: '乡村振兴产业发展专题调研', category: '调研', happenDate: '2026-02-26', place: '巴州区清江镇、曾口镇', organiser: '巴州区代表团', participants: ['张明华', '刘德福', '陈红梅'], content: '调研了青花椒、茶叶种植基地和农产品加工企业，与村干部、种养大户座谈，形成调研报告一份，提出加强冷链物流建设等建议。' },
  { kind: 'activity', title: '代表履职能力提升培训', category: '培训', happenDate: '2026-01-08', place: '巴中市人大常委会机关会议室', organiser: '巴中市人大常委会代表工作委员会', participants: ['张明华', '李秀英', '王建国', '陈红梅', '杨晓东'], content: '邀请省人大代表工作研究会专家讲解代表建议的撰写方法，并就闭会期间代表活动组织形式进行交流。' },
  { kind: 'activity', title: '与东城街道选民代表座谈', category: '座谈', happenDate: '2025-12-18', place: '巴州区东城街道代表联络站', organiser: '巴州区代表团', participants: ['张明华', '杨晓东'], content: '代表听取了选民关于老旧小区改造、停车难和学校周边交通秩序等问题的意见，现场答复12条，带回研究8条。' },
  { kind: 'activity', title: '城区医疗服务能力建设调研', category: '调研', happenDate: '2025-11-20', place: '巴中市中心医院', organiser: '巴州区代表团', participants: ['李秀英', '张明华'], content: '调研了急诊急救、分级诊疗和医联体建设情况，建议加快基层医疗机构人才队伍建设。' },
  { kind: 'activity', title: '巴州区中小学校安全工作视察', category: '视察', happenDate: '2025-10-15', place: '巴中市第三中学等5所学校', organiser: '巴州区代表团', participants: ['陈红梅', '杨晓东', '王建国'], content: '视察了校园安全设施、食堂食品安全和校车管理，建议完善校园周边治安巡防机制。' },
  { kind: 'meeting', title: '巴州区代表团全体会议', category: '全体会议', session: CURRENT, happenDate: '2026-01-13', clock: '14:30', place: '巴中市会议中心第三会议室', summary: '一、推选代表团团长、副团长；二、审议大会议程草案；三、酝酿主席团成员和秘书长人选。', participants: ['张明华', '李秀英', '王建国', '陈红梅', '刘德福', '杨晓东'], content: '会议推选张明华为代表团团长，全体代表同意大会议程草案，并对主席团成员人选进行了酝酿。' },
  { kind: 'meeting', title: '巴州区代表团第一小组会议', category: '小组会议', session: CURRENT, happenDate: '2026-01-14', clock: '09:00', place: '巴中市会议中心第五会议室', summary: '分组审议市人民政府工作报告。', participants: ['张明华', '王建国', '杨晓东'], content: '代表们围绕产业发展、交通建设和民生保障发言，形成审议意见6条。' },
  { kind: 'meeting', title: '巴州区代表团全体会议（第五届第二次会议）', category: '全体会议', session: PREVIOUS, happenDate: '2025-01-14', clock: '15:00', place: '巴中市会议中心第三会议室', summary: '审议市人民代表大会常务委员会工作报告、市中级人民法院和市人民检察院工作报告。', participants: ['张明华', '李秀英', '陈红梅', '刘德福'] },
  { kind: 'deliberation', title: '巴中市人民政府工作报告', session: CURRENT, happenDate: '2026-01-14', speaker: '张明华', content: '报告实事求是、重点突出。建议进一步加大对巴州区老旧小区改造的投入，统筹解决停车难问题，把城市更新与便民服务结合起来。' },
  { kind: 'deliberation', title: '巴中市人民政府工作报告', session: CURRENT, happenDate: '2026-01-14', speaker: '王建国', content: '建议优化营商环境，清理拖欠民营企业账款，建立重大项目施工企业农民工工资保证金制度。' },
  { kind: 'deliberation', title: '巴中市人民政府工作报告', session: CURRENT, happenDate: '2026-01-14', speaker: '李秀英', content: '建议加快紧密型医联体建设，提高基层医疗机构的急诊急救能力，完善家庭医生签约服务。' },
  { kind: 'deliberation', title: '巴中市人民代表大会常务委员会工作报告', session: CURRENT, happenDate: '2026-01-15', speaker: '杨晓东', content: '常委会立法工作扎实。建议加强对地方性法规实施情况的执法检查，并向代表通报检查结果。' },
  { kind: 'deliberation', title: '巴中市中级人民法院工作报告', session: CURRENT, happenDate: '2026-01-15', speaker: '陈红梅', content: '建议持续加强未成年人司法保护，推进法治进校园常态化。' },
  { kind: 'deliberation', title: '巴中市人民政府工作报告', session: PREVIOUS, happenDate: '2025-01-15', speaker: '刘德福', content: '建议加大对农民专业合作社的信贷支持，完善农产品产销对接平台。' },
  { kind: 'mechanism', title: '巴州区代表团工作规则', sortNo: 1, isPublished: true, content: '<h3>第一章 总则</h3><p>第一条 为规范代表团工作，保障代表依法履职，根据《中华人民共和国全国人民代表大会和地方各级人民代表大会代表法》，制定本规则。</p><p>第二条 代表团由巴州区选出的市人民代表大会代表组成，设团长一名、副团长若干名。</p><h3>第二章 会议</h3><p>第三条 代表团全体会议由团长召集和主持，一般每季度召开一次。</p>', attachments: attach(DELEGATION_DEMO_FILES.plan) },
  { kind: 'mechanism', title: '代表联系选民制度', sortNo: 2, isPublished: true, content: '<p>一、每位代表固定联系一个代表联络站，每季度至少进站接待选民一次。</p><p>二、代表接待选民时应当做好记录，对群众反映的问题及时向有关部门反映并跟踪办理。</p><p>三、代表每年向原选区选民报告履职情况。</p>' },
  { kind: 'mechanism', title: '代表履职档案管理办法', sortNo: 3, isPublished: true, content: '<p>代表团为每位代表建立履职档案，记录代表出席会议、参加活动、提出议案建议和联系群众等情况，作为代表述职和评议的依据。</p>' },
  { kind: 'mechanism', title: '代表活动经费使用管理规定（修订中）', sortNo: 4, isPublished: false, content: '<p>本规定正在修订，修订稿经代表团全体会议通过后发布。</p>' },
];

const TONGJIANG: readonly RecordSeed[] = [
  { kind: 'document', title: '通江县代表团学习材料：银耳产业与乡村振兴', category: '学习材料', happenDate: '2026-02-26', organiser: '通江县代表团', summary: '介绍通江银耳产业发展现状、品牌保护和带动农户增收的做法。', attachments: attach(DELEGATION_DEMO_FILES.tongjiang), isPublished: true },
  { kind: 'document', title: '关于组织代表参加县人大常委会执法检查的通知', category: '通知', happenDate: '2026-03-05', organiser: '通江县代表团', summary: '请相关代表参加《四川省食品安全条例》实施情况执法检查。', isPublished: true },
  { kind: 'activity', title: '通江银耳产业发展调研', category: '调研', happenDate: '2026-03-02', place: '通江县陈河镇', organiser: '通江县代表团', participants: ['李登才', '王天福'], content: '调研银耳种植基地和加工企业，建议加快地理标志产品保护。' },
  { kind: 'activity', title: '通江县义务教育均衡发展视察', category: '视察', happenDate: '2025-11-12', place: '通江中学等4所学校', organiser: '通江县代表团', participants: ['何晓燕', '李登才'], content: '视察了乡村学校办学条件，建议加强乡村教师队伍建设。' },
  { kind: 'meeting', title: '通江县代表团全体会议', category: '全体会议', session: CURRENT, happenDate: '2026-01-13', clock: '14:30', place: '巴中市会议中心第六会议室', summary: '推选代表团团长、副团长；审议大会议程草案。', participants: ['李登才', '何晓燕', '王天福'] },
  { kind: 'deliberation', title: '巴中市人民政府工作报告', session: CURRENT, happenDate: '2026-01-14', speaker: '李登才', content: '建议支持通江银耳精深加工，延长产业链，打造区域公用品牌。' },
  { kind: 'deliberation', title: '巴中市人民政府工作报告', session: CURRENT, happenDate: '2026-01-14', speaker: '何晓燕', content: '建议改善乡村学校寄宿条件，落实乡村教师生活补助。' },
  { kind: 'mechanism', title: '通江县代表团工作规则', sortNo: 1, isPublished: true, content: '<p>代表团全体会议每季度召开一次，由团长召集；代表因故不能参加活动的，应当向代表团请假。</p>' },
  { kind: 'mechanism', title: '代表联系群众制度', sortNo: 2, isPublished: true, content: '<p>代表每季度至少进站接待群众一次，并将接待情况录入平台。</p>' },
];

export async function seedDelegationWork(tx: Database, refs: { delegation: Record<County, number>; delegateByUsername: Map<string, number> }, now: Date): Promise<number> {
  const deputyId = (county: County, name: string) => {
    const index = DEPUTIES.findIndex((d) => d.county === county && d.name === name);
    const id = index >= 0 ? refs.delegateByUsername.get(deputyUsername(index)) : undefined;
    if (id === undefined) throw new Error(`demo deputy ${name} of ${county} not found`);
    return id;
  };
  const rows = ([['巴州区', BAZHOU], ['通江县', TONGJIANG]] as const).flatMap(([county, records]) =>
    records.map((seed) => ({
      fkDelegationId: refs.delegation[county],
      kind: seed.kind,
      title: seed.title,
      category: seed.category ?? null,
      happenDate: seed.happenDate ?? null,
      clock: seed.clock ?? null,
      place: seed.place ?? null,
      organiser: seed.organiser ?? null,
      summary: seed.summary ?? null,
      content: seed.content ?? null,
      term: seed.session?.[0] ?? null,
      times: seed.session?.[1] ?? null,
      fkSpeakerId: seed.speaker ? deputyId(county, seed.speaker) : null,
      participantIds: (seed.participants ?? []).map((name) => deputyId(county, name)),
      attachments: seed.attachments ?? [],
      isPublished: seed.isPublished ?? true,
      sortNo: seed.sortNo ?? 0,
    })),
  );
  await tx.insert(storedFile).values(
    Object.values(DELEGATION_DEMO_FILES).map((file) => ({ objPath: file.objPath, fileKey: file.objPath.split('/')[3], bytes: file.bytes.length, createTime: now, storedTime: now })),
  );
  await tx.insert(npcDelegationRecord).values(rows);
  return rows.length;
}
