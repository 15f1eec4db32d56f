import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@machines/actor';
import { DEPUTY_PROFILE_FIELDS, DeputyProfileSchema, DeputyRecordFieldsSchema } from '@machines/deputy-record';
import type { ImportAnswer } from '@shared/contracts/excel-import';
import { DELEGATE_GRADE_LABEL, DEPUTY_FIELD_LABEL, withNationalitySuffix } from '@shared/deputies';
import { DEPUTY_IMPORT, DEPUTY_IMPORT_FIELDS, DEPUTY_IMPORT_MSG, DEPUTY_IMPORT_REQUIRED, gradeOfCell, type DeputyImportField } from '@shared/deputies-import';
import { bodyOfForm, DEPUTY_DICTIONARY, emptyForm, formProblems, TEXT_FIELDS, type DeputyDictionaryField, type DeputyForm, type TextField } from '@shared/deputy-form';
import { fieldMaxLength } from '@shared/schema-limits';
import type { Database } from '../../db/database';
import { commDictData, contactStation, npcDelegation } from '../../db/schema';
import { auditRosterImport } from '../audit';
import { ImportReport, importTemplateFile, readImportRows, type SheetRow } from '../excel-import';
import { Refusal } from '../refusal';
import { currentSession } from '../terms.service';
import type { Executor } from '../workflow/engine';
import { createDeputyIn, newDeputyRefusal } from './deputies.service';

/** What a row's names are resolved against: the enabled delegations, the stations and the dictionaries' enabled entries. */
interface ImportChoices {
  delegations: Map<string, number>;
  stations: Map<string, number>;
  dictionary: Record<DeputyDictionaryField, string[]>;
}

async function importChoices(db: Executor): Promise<ImportChoices> {
  const typeCodes = Object.values(DEPUTY_DICTIONARY);
  const [delegations, stations, entries] = await Promise.all([
    db.select({ id: npcDelegation.delegationId, name: npcDelegation.delegationName }).from(npcDelegation).where(eq(npcDelegation.isValid, true)).orderBy(asc(npcDelegation.delegationId)),
    db.select({ id: contactStation.stationId, name: contactStation.stationName }).from(contactStation).orderBy(asc(contactStation.stationId)),
    db
      .select({ typeCode: commDictData.typeCode, value: commDictData.dataValue })
      .from(commDictData)
      .where(and(inArray(commDictData.typeCode, typeCodes), eq(commDictData.isValid, true)))
      .orderBy(asc(commDictData.sortNum)),
  ]);
  const dictionary = Object.fromEntries(
    Object.entries(DEPUTY_DICTIONARY).map(([field, typeCode]) => [field, entries.filter((entry) => entry.typeCode === typeCode).map((entry) => entry.value)]),
  ) as ImportChoices['dictionary'];
  return { delegations: new Map(delegations.map((row) => [row.name, row.id])), stations: new Map(stations.map((row) => [row.name, row.id])), dictionary };
}

const isTextField = (field: string): field is TextField => (TEXT_FIELDS as readonly string[]).includes(field);
const isProfileField = (field: string): field is keyof typeof DEPUTY_PROFILE_FIELDS => field in DEPUTY_PROFILE_FIELDS;
const isDictionaryField = (field: string): field is DeputyDictionaryField => field in DEPUTY_DICTIONARY;

/** The longest text of a column, from the record's schema. */
const maxLengthOfColumn = (field: DeputyImportField) => fieldMaxLength(isProfileField(field) ? DeputyProfileSchema : DeputyRecordFieldsSchema, field);

/** What the notes sheet says of a column: required or not, its allowed values or its limit. */
function noteOf(field: DeputyImportField, choices: ImportChoices): string {
  const required = DEPUTY_IMPORT_REQUIRED.includes(field) ? '必填。' : '可空。';
  const names = (map: Map<string, number>) => [...map.keys()].join('、');
  const special: Partial<Record<DeputyImportField, string>> = {
    sex: '男 或 女',
    phone: '11位手机号码；不能与其他代表或账号相同，审核通过后代表以此号码登录',
    idCard: '18位身份证号码，末位可为X；请将单元格设为“文本”格式，不能与其他代表相同',
    birth: '日期，如 1975-03-12',
    resultsTime: '如 2021-11-20',
    fkDelegationId: `系统中的代表团名称：${names(choices.delegations)}`,
    delegateGrade: `${Object.values(DELEGATE_GRADE_LABEL).join('、')}（也可填 1–5）`,
    fkStationId: `系统中的联络站名称：${names(choices.stations)}`,
  };
  if (isDictionaryField(field)) return `${required}可选值：${choices.dictionary[field].join('、')}${field === 'nationality' ? '（“族”字可省略）' : ''}`;
  return `${required}${special[field] ?? `不超过${maxLengthOfColumn(field)}个字`}`;
}

/** 下载模板: the columns of the record the office fills, an example row, and a sheet of what each column takes. */
export async function deputyImportTemplate(db: Executor): Promise<Buffer> {
  const choices = await importChoices(db);
  const example: Record<DeputyImportField, string> = {
    delegateName: '王小明',
    sex: '男',
    phone: '13800009999',
    idCard: '511902198001010032',
    birth: '1980-01-01',
    nationality: '汉族',
    political: choices.dictionary.political[0] ?? '',
    educationBackground: choices.dictionary.educationBackground[0] ?? '',
    presentOccupation: '巴中市某公司总经理',
    position: choices.dictionary.position[0] ?? '',
    fkDelegationId: [...choices.delegations.keys()][0] ?? '',
    delegateGrade: DELEGATE_GRADE_LABEL[3],
    fkStationId: '',
    district: '第一选区',
    nominationProcess: '选民联名推荐',
    electionTimeIdentity: '企业负责人',
    electionResults: '当选',
    resultsTime: '2021-11-20',
    reappointment: '否',
  };
  return importTemplateFile({
    kind: DEPUTY_IMPORT,
    sheet: '代表信息',
    examples: [DEPUTY_IMPORT_FIELDS.map((field) => example[field])],
    widths: DEPUTY_IMPORT_FIELDS.map((field) => (field === 'presentOccupation' || field === 'fkDelegationId' || field === 'fkStationId' ? 28 : field === 'idCard' ? 22 : 14)),
    notes: {
      sheet: '填写说明',
      rows: [
        [
          '导入规则',
          `第一行为表头，请勿修改；从第二行起每行一名代表，一次最多${DEPUTY_IMPORT.maxRows}名。有任何一行不符合要求时，整个文件都不导入，并列出每一行的原因。导入的代表均为待审核，届次为当前届次。`,
        ],
        ...DEPUTY_IMPORT_FIELDS.map((field): [string, string] => [DEPUTY_FIELD_LABEL[field], noteOf(field, choices)]),
      ],
    },
  });
}

/**
 * A row as the record form would hold it: texts as written, 族 added, names resolved to ids, the
 * level by its label; each cell the form would refuse is refused here with the form's reason, and
 * a phone or identity card an earlier row holds, naming that row. Null when the row is refused.
 */
function formOfRow(sheetRow: SheetRow, choices: ImportChoices, report: ImportReport): DeputyForm | null {
  const cell = (field: DeputyImportField) => sheetRow.cells[DEPUTY_IMPORT_FIELDS.indexOf(field)];
  const refusedFields = new Set<string>();
  const refuse = (field: DeputyImportField, msg: string) => {
    refusedFields.add(field);
    report.refuseCell(sheetRow, DEPUTY_IMPORT_FIELDS.indexOf(field), msg);
  };
  const form = emptyForm();
  for (const field of DEPUTY_IMPORT_FIELDS) {
    if (isTextField(field)) form[field] = cell(field);
    else if (isProfileField(field)) form.profile[field] = cell(field);
  }
  form.nationality = withNationalitySuffix(form.nationality) ?? '';
  for (const field of DEPUTY_IMPORT_FIELDS) {
    if (!isDictionaryField(field)) continue;
    const value = form[field];
    if (value && !choices.dictionary[field].includes(value)) refuse(field, DEPUTY_IMPORT_MSG.notOffered(value, DEPUTY_FIELD_LABEL[field]));
  }

  const sex = cell('sex');
  if (sex === '男' || sex === '女') form.sex = sex;
  else refuse('sex', DEPUTY_IMPORT_MSG.sex);
  const grade = cell('delegateGrade');
  if (grade) {
    const code = gradeOfCell(grade);
    if (code === null) refuse('delegateGrade', DEPUTY_IMPORT_MSG.grade);
    else form.delegateGrade = String(code);
  }
  const delegation = cell('fkDelegationId');
  if (delegation) {
    const id = choices.delegations.get(delegation);
    if (id === undefined) refuse('fkDelegationId', DEPUTY_IMPORT_MSG.delegationUnknown(delegation));
    else form.fkDelegationId = String(id);
  }
  const station = cell('fkStationId');
  if (station) {
    const id = choices.stations.get(station);
    if (id === undefined) refuse('fkStationId', DEPUTY_IMPORT_MSG.stationUnknown(station));
    else form.fkStationId = String(id);
  }

  for (const [field, msg] of Object.entries(formProblems(form))) {
    if (!refusedFields.has(field) && (DEPUTY_IMPORT_FIELDS as readonly string[]).includes(field)) refuse(field as DeputyImportField, msg);
  }
  for (const field of ['phone', 'idCard'] as const) {
    if (!refusedFields.has(field)) report.repeats(sheetRow.row, DEPUTY_FIELD_LABEL[field], form[field].toUpperCase());
  }
  return report.has(sheetRow.row) ? null : form;
}

type Requested = Pick<FastifyRequest, 'ip' | 'user'>;

/**
 * 代表信息 → 导入, all or none. Every row is checked as the form is (formOfRow), then as create
 * checks it (the schema, the identity card, a phone or identity card another deputy holds); one
 * refused row refuses the file with every refused row and why. A clean file is created in one
 * transaction through create itself — each record at 待审核 with its history row, in the current
 * term and session — and audited once with the count. Accounts follow approval, as for a record
 * entered on the form.
 */
export async function importDeputies(db: Database, request: Requested, actor: Actor, file: Buffer, now = new Date()): Promise<ImportAnswer> {
  const rows = await readImportRows(file, DEPUTY_IMPORT);
  const choices = await importChoices(db);
  const report = new ImportReport(DEPUTY_IMPORT);
  const forms = rows.map((row) => ({ row, form: formOfRow(row, choices, report) }));
  const columnOf = (field: string | undefined) => {
    const index = DEPUTY_IMPORT_FIELDS.indexOf(field as DeputyImportField);
    return index === -1 ? null : index;
  };

  return db.transaction(async (tx) => {
    const { term, times } = await currentSession(tx);
    let created = 0;
    for (const { row, form } of forms) {
      if (!form) continue;
      const body = { ...bodyOfForm(form), term, times };
      // While every row so far is clean the row is created; after a refusal the rest are only checked.
      if (report.refused.length === 0) {
        try {
          await createDeputyIn(tx, actor, body, now);
          created += 1;
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          report.refuseCell(row, columnOf(error.field), error.msg);
        }
      } else {
        const refusal = await newDeputyRefusal(tx, actor, body, now);
        if (refusal) report.refuseCell(row, columnOf(refusal.field), refusal.msg);
      }
    }
    // Throwing rolls back every record created above.
    report.throwIfRefused();
    await auditRosterImport(tx, request, { imported: created, term, times });
    return { msg: DEPUTY_IMPORT_MSG.imported(created), imported: created };
  });
}
