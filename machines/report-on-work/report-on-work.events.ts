import { Type, type Static } from 'typebox';
import { AttachmentsSchema, eventBodySchema, eventUnionSchema, optionalText, type EventEnvelope } from '../workflow';
import { REPORT_LIMITS } from './report-on-work.labels';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** What the author writes: the draft a save stores whole (EDIT) and a submission may carry (SUBMIT). */
export const reportDraftFields = {
  title: Type.String({ maxLength: REPORT_LIMITS.title }),
  reportYear: Type.Integer({ minimum: REPORT_LIMITS.minYear, maximum: REPORT_LIMITS.maxYear }),
  meetingDate: nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
  meetingPlace: nullable(Type.String({ maxLength: REPORT_LIMITS.meetingPlace })),
  content: Type.String({ maxLength: REPORT_LIMITS.content, description: 'sanitized rich text' }),
  attachments: AttachmentsSchema,
};
export const ReportDraftSchema = Type.Object(reportDraftFields, { additionalProperties: false });
export type ReportDraft = Static<typeof ReportDraftSchema>;

/** The same fields, each optional: a submission sends the draft, or nothing to submit the stored one. */
const submittedDraftFields = {
  title: Type.Optional(reportDraftFields.title),
  reportYear: Type.Optional(reportDraftFields.reportYear),
  meetingDate: Type.Optional(reportDraftFields.meetingDate),
  meetingPlace: Type.Optional(reportDraftFields.meetingPlace),
  content: Type.Optional(reportDraftFields.content),
  attachments: reportDraftFields.attachments,
};

/** The body of each event, as the routes of /api/reportOnWork turn their requests into them. */
export const ReportOnWorkEventSchemas = {
  EDIT: eventBodySchema('EDIT', reportDraftFields),
  // From /submit the stored draft is submitted as it is; from PUT ?submit=true with the fields sent.
  SUBMIT: eventBodySchema('SUBMIT', submittedDraftFields),
  DELETE: eventBodySchema('DELETE', {}),
  RETURN: eventBodySchema('RETURN', { opinion: optionalText(REPORT_LIMITS.opinion) }),
  ARCHIVE: eventBodySchema('ARCHIVE', {}),
};

export const ReportOnWorkEventBodySchema = eventUnionSchema(ReportOnWorkEventSchemas);

export type ReportOnWorkEventBody = Static<typeof ReportOnWorkEventBodySchema>;
export type ReportOnWorkEventType = ReportOnWorkEventBody['type'];
export type ReportOnWorkEvent = ReportOnWorkEventBody & EventEnvelope;

export const reportOnWorkEventLabels: Record<ReportOnWorkEventType, string> = {
  EDIT: '保存',
  SUBMIT: '提交',
  DELETE: '删除',
  RETURN: '退回',
  ARCHIVE: '归档',
};
