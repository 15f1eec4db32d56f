import { Type, type Static } from 'typebox';
import { MOBILE_PHONE_PATTERN } from '../verification-code/verification-code.rules';
import { AttachmentsSchema, IdSchema, eventBodySchema, eventUnionSchema, optionalText, type EventEnvelope } from '../workflow';

const text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/**
 * The basic information a deputy may ask to correct (APPLY_INFO), with its limits: the office's
 * record form reuses them, so a field is limited once.
 */
export const DeputyInfoFieldSchemas = {
  phone: Type.Optional(Type.String({ pattern: MOBILE_PHONE_PATTERN.source, description: 'mobile phone, the account name' })),
  officePhone: text(30),
  homePhone: text(30),
  postalAddress: text(200),
  postcode: text(10),
  political: text(30),
  degree: text(30),
  educationBackground: text(30),
  graduateInstitutions: text(100),
  major: text(100),
  nativePlace: text(50),
  presentOccupation: text(200),
  position: text(50),
  resume: text(5000),
};
export type DeputyInfoField = keyof typeof DeputyInfoFieldSchemas;
export const DEPUTY_INFO_FIELDS = Object.keys(DeputyInfoFieldSchemas) as DeputyInfoField[];

/** The fields an information application proposes (at least one; the machine checks). */
export const DeputyInfoChangesSchema = Type.Object(DeputyInfoFieldSchemas, { additionalProperties: false });
export type DeputyInfoChanges = Static<typeof DeputyInfoChangesSchema>;

const application = { reason: optionalText(2000), annexList: AttachmentsSchema };

/** The body of each event: POST /api/npcDelegate/{delegateId}/events. */
export const DeputyRecordEventSchemas = {
  APPLY_BY_ELECTION: eventBodySchema('APPLY_BY_ELECTION', application),
  APPLY_VACANCY: eventBodySchema('APPLY_VACANCY', application),
  APPLY_TRANSFER: eventBodySchema('APPLY_TRANSFER', { ...application, targetDelegationId: IdSchema }),
  APPLY_INFO: eventBodySchema('APPLY_INFO', { ...application, changes: DeputyInfoChangesSchema }),
  APPROVE: eventBodySchema('APPROVE', { opinion: optionalText(2000) }),
  REFUSE: eventBodySchema('REFUSE', { opinion: optionalText(2000) }),
};

export const DeputyRecordEventBodySchema = eventUnionSchema(DeputyRecordEventSchemas);

export type DeputyRecordEventBody = Static<typeof DeputyRecordEventBodySchema>;
export type DeputyRecordEventType = DeputyRecordEventBody['type'];
export type DeputyRecordEvent = DeputyRecordEventBody & EventEnvelope;

export const deputyRecordEventLabels: Record<DeputyRecordEventType, string> = {
  APPLY_BY_ELECTION: '补选申请',
  APPLY_VACANCY: '出缺申请',
  APPLY_TRANSFER: '调团申请',
  APPLY_INFO: '基本信息变更申请',
  APPROVE: '审核通过',
  REFUSE: '审核不通过',
};
