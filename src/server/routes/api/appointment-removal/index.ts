import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APPOINTMENT_API, AppointmentAnswer, AppointmentBody, AppointmentExportQuery, AppointmentPage, AppointmentParams, AppointmentQuery } from '@shared/contracts/appointments';
import { ErrorSchema, MessageSchema } from '@shared/contracts/common';
import { FieldErrorSchema } from '@shared/contracts/staff-accounts';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { createAppointment, deleteAppointment, exportAppointments, listAppointments, updateAppointment } from '../../../services/appointments.service';
import { requireMenu, requireOperation } from '../../../services/permissions';
import { sendWorkbook } from '../../../services/workflow/export.service';

const refusals = { 400: FieldErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/**
 * 任免人员: the page's grant reads the list; adding, editing, deleting and exporting are each
 * an operation of that menu (seed/menus.ts), so 角色菜单 decides who may.
 */
const appointmentRemoval: FastifyPluginAsyncTypebox = async (app) => {
  const readers = requireMenu(SYSTEM_PAGE.appointmentRemovalPersonnel);

  app.get(APPOINTMENT_API.base, { preHandler: readers, schema: { querystring: AppointmentQuery, response: { 200: AppointmentPage, ...refusals } } }, async (request) =>
    listAppointments(app.db, request.query),
  );

  app.get(APPOINTMENT_API.export, { preHandler: [readers, requireOperation('export')], schema: { querystring: AppointmentExportQuery } }, async (request, reply) => {
    const { fileName, buffer } = await exportAppointments(app.db, request.query);
    return sendWorkbook(reply, fileName, buffer);
  });

  app.post(APPOINTMENT_API.base, { preHandler: [readers, requireOperation('appointmentAdd')], schema: { body: AppointmentBody, response: { 201: AppointmentAnswer, ...refusals } } }, async (request, reply) =>
    reply.code(201).send(await createAppointment(app.db, request, request.body)),
  );

  app.put(
    `${APPOINTMENT_API.base}/:appointmentId`,
    { preHandler: [readers, requireOperation('appointmentEdit')], schema: { params: AppointmentParams, body: AppointmentBody, response: { 200: AppointmentAnswer, ...refusals } } },
    async (request) => updateAppointment(app.db, request, request.params.appointmentId, request.body),
  );

  app.delete(
    `${APPOINTMENT_API.base}/:appointmentId`,
    { preHandler: [readers, requireOperation('appointmentDelete')], schema: { params: AppointmentParams, response: { 200: MessageSchema, ...refusals } } },
    async (request) => deleteAppointment(app.db, request, request.params.appointmentId),
  );
};

export default appointmentRemoval;
