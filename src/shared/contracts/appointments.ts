import { Type, type Static } from 'typebox';
import { DateParam, IdParam, Nullable, PageOf, PageQuery } from './common';

/** 任免人员 (/api/appointmentRemoval): list, export, add, edit, delete. */

export const APPOINTMENT_API = {
  base: '/api/appointmentRemoval',
  one: (id: number | string) => `/api/appointmentRemoval/${id}`,
  export: '/api/appointmentRemoval/export',
} as const;

const Attachment = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), objPath: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false });

export const AppointmentFilters = {
  /** Part of the name or of the post. */
  keyword: Type.Optional(Type.String({ maxLength: 30 })),
  kind: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  /** Part of the meeting's name. */
  session: Type.Optional(Type.String({ maxLength: 60 })),
  dateFrom: Type.Optional(DateParam),
  dateTo: Type.Optional(DateParam),
};

export const AppointmentQuery = Type.Object({ ...AppointmentFilters, ...PageQuery }, { additionalProperties: false });
export type AppointmentQuery = Static<typeof AppointmentQuery>;

export const AppointmentExportQuery = Type.Object(AppointmentFilters, { additionalProperties: false });
export type AppointmentExportQuery = Static<typeof AppointmentExportQuery>;

/** Loose bounds only: the field rules and their messages are shared/appointments.ts. */
export const AppointmentBody = Type.Object(
  {
    personName: Type.String({ maxLength: 200 }),
    sex: Type.String({ maxLength: 4 }),
    birth: Nullable(DateParam),
    kind: Nullable(Type.Integer({ minimum: 0, maximum: 9 })),
    post: Type.String({ maxLength: 400 }),
    unit: Type.String({ maxLength: 400 }),
    decisionDate: Nullable(DateParam),
    session: Type.String({ maxLength: 200 }),
    documentNo: Type.String({ maxLength: 200 }),
    remark: Type.String({ maxLength: 2000 }),
    attachments: Type.Array(Attachment, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type AppointmentBody = Static<typeof AppointmentBody>;

export const AppointmentSchema = Type.Object({
  appointmentId: Type.Integer(),
  personName: Type.String(),
  sex: Type.String(),
  birth: Nullable(Type.String()),
  kind: Type.Integer(),
  kindLabel: Type.String(),
  post: Type.String(),
  unit: Type.String(),
  decisionDate: Type.String(),
  session: Type.String(),
  documentNo: Type.String(),
  remark: Type.String(),
  attachments: Type.Array(Type.Object({ name: Type.String(), objPath: Type.String() })),
  updateTime: Type.String(),
});
export type Appointment = Static<typeof AppointmentSchema>;

export const AppointmentPage = PageOf(AppointmentSchema);
export type AppointmentPage = Static<typeof AppointmentPage>;

export const AppointmentAnswer = Type.Object({ msg: Type.String(), appointment: AppointmentSchema });
export type AppointmentAnswer = Static<typeof AppointmentAnswer>;

export const AppointmentParams = Type.Object({ appointmentId: IdParam });
