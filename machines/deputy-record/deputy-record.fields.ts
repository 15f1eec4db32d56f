import { Type, type Static } from 'typebox';
import { AttachmentsSchema, IdSchema } from '../workflow';
import { DeputyInfoFieldSchemas } from './deputy-record.events';

const text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const day = Type.Optional(Type.Union([Type.String({ format: 'date', description: 'YYYY-MM-DD' }), Type.Null()]));

/** The profile fields of the full record kept as one group (label shown on the form), each a text. */
export const DEPUTY_PROFILE_FIELDS = {
  birthplace: '出生地',
  healthCondition: '健康状况',
  joinPoliticalTime: '入党时间',
  technicalPosition: '专业技术职务',
  expertise: '熟悉专业有何专长',
  workEducation: '在职教育学历',
  workUniversity: '在职教育毕业院校',
  workUnit: '工作单位',
  mailBox: '电子邮箱',
  industry: '所属行业',
  district: '选区',
  nominationProcess: '推荐提名方式',
  electionTimeIdentity: '当选时身份',
  otherIdentity: '其他身份',
  electionResults: '选举结果',
  resultsTime: '当选时间',
  reappointment: '是否连任',
  workedCountryNpc: '曾任全国人大代表',
  workedProvinceNpc: '曾任省人大代表',
  meanwhileNpc: '同时担任其他级人大代表',
  achievement: '主要成就及荣誉',
  passportNumber: '护照号码',
  foreignResidencePermit: '国外永久居留权',
  familyEmigration: '家庭成员移居国外情况',
  sealInformation: '印章信息',
  remark: '备注',
} as const;
export type DeputyProfileField = keyof typeof DEPUTY_PROFILE_FIELDS;

export const DeputyProfileSchema = Type.Object(
  Object.fromEntries(Object.keys(DEPUTY_PROFILE_FIELDS).map((field) => [field, text(field === 'achievement' || field === 'remark' ? 2000 : 200)])) as Record<
    DeputyProfileField,
    ReturnType<typeof text>
  >,
  { additionalProperties: false },
);

/** A relative (npcDelegateInfoRelations); rows without a name are dropped on save. */
export const DeputyRelativeSchema = Type.Object(
  { appellation: text(20), name: text(50), birthday: day, political: text(30), works: text(200) },
  { additionalProperties: false },
);
export type DeputyRelative = Static<typeof DeputyRelativeSchema>;

const recordFields = {
    delegateName: Type.String({ minLength: 1, maxLength: 50 }),
    sex: Type.Optional(Type.Union([Type.Literal('男'), Type.Literal('女')])),
    birth: day,
    workTime: day,
    nationality: text(20),
    idCard: text(18),
    fkDelegationId: IdSchema,
    delegateGrade: Type.Integer({ minimum: 1, maximum: 5 }),
    fkStationId: Type.Optional(Type.Union([IdSchema, Type.Null()])),
    isSpecialCommittee: Type.Optional(Type.Boolean()),
    headPortrait: text(500),
    ...DeputyInfoFieldSchemas,
    profile: Type.Optional(DeputyProfileSchema),
    relations: Type.Optional(Type.Array(DeputyRelativeSchema, { maxItems: 10 })),
    annexList: AttachmentsSchema,
    electionReport: AttachmentsSchema,
};

/** The record as the office writes it (PUT with delegateId updates). */
export const DeputyRecordFieldsSchema = Type.Object(recordFields, { additionalProperties: false });
export type DeputyRecordFields = Static<typeof DeputyRecordFieldsSchema>;

/** POST /api/npcDelegate: the record, with its term and session. */
export const DeputyRecordCreateSchema = Type.Object(
  { ...recordFields, term: Type.Integer({ minimum: 1, maximum: 99 }), times: Type.Integer({ minimum: 1, maximum: 99 }) },
  { additionalProperties: false },
);
export type DeputyRecordCreateBody = Static<typeof DeputyRecordCreateSchema>;
