import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, FieldErrorSchema, IdParam, MessageSchema } from '@shared/contracts/common';
import { managedQuerySchema, MoveBody, pageSchema, rowBodySchema, rowSchema, ValidBody } from '@shared/contracts/managed-table';
import { managedPaths } from '@shared/managed-table';
import { addRow, assertWriter, deleteRow, editRow, listRows, moveRow, setValid, type ManagedQuery, type ManagedTable } from '../../services/managed-table';

const Params = Type.Object({ id: IdParam });
// A 400 or 409 names the field it is about when it is one, so the form shows it beside the field.
const refusals = { 400: FieldErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: FieldErrorSchema };

/**
 * The routes of a managed table under its base path: GET /page (the management list), POST (add),
 * PUT /:id (edit), PUT /:id/valid, PUT /:id/move (tables with a sort field), DELETE /:id. The
 * writers alone reach any of them; a table's readers for everyone are its own routes.
 */
export function managedTableRoutes(def: ManagedTable): FastifyPluginAsyncTypebox {
  const paths = managedPaths(def.base);
  const row = rowSchema(def.contract);
  const body = rowBodySchema(def.contract);
  return async (app) => {
    app.get(paths.list, { preHandler: app.requireUser, schema: { querystring: managedQuerySchema(def.contract), response: { 200: pageSchema(def.contract), ...refusals } } }, async (request) => {
      await assertWriter(app.db, def, request, 'read');
      return listRows(app.db, def, request.query as unknown as ManagedQuery);
    });
    app.post(paths.add, { preHandler: app.requireUser, schema: { body, response: { 200: row, ...refusals } } }, async (request) =>
      addRow(app.db, def, request, request.body),
    );
    app.put(`${def.base}/:id`, { preHandler: app.requireUser, schema: { params: Params, body, response: { 200: row, ...refusals } } }, async (request) =>
      editRow(app.db, def, request, request.params.id, request.body),
    );
    if (def.contract.toggles) {
      app.put(`${def.base}/:id/valid`, { preHandler: app.requireUser, schema: { params: Params, body: ValidBody, response: { 200: row, ...refusals } } }, async (request) =>
        setValid(app.db, def, request, request.params.id, request.body.isValid),
      );
    }
    if (def.contract.sortField) {
      app.put(`${def.base}/:id/move`, { preHandler: app.requireUser, schema: { params: Params, body: MoveBody, response: { 200: row, ...refusals } } }, async (request) =>
        moveRow(app.db, def, request, request.params.id, request.body.direction),
      );
    }
    app.delete(`${def.base}/:id`, { preHandler: app.requireUser, schema: { params: Params, response: { 200: MessageSchema, ...refusals } } }, async (request) => {
      await deleteRow(app.db, def, request, request.params.id);
      return { msg: '删除成功' };
    });
  };
}
