import { Type, type TObject, type TSchema } from 'typebox';
import { isTextValued, ORDER_BY_PATTERN, MANAGED_PAGE_SIZE_MAX, type FieldSpec, type TableContract } from '../managed-table';
import { IdParam, Nullable, PageFields } from './common';

/** The schemas of a managed table's routes, built from its contract (shared/managed-table.ts). */

const loose = (field: FieldSpec): TSchema => {
  // Limits are checked by checkRowValues, so a too-long text gets its Chinese message, not a schema error.
  const value = isTextValued(field) ? Type.Union([Type.String({ maxLength: 10_000 }), Type.Number()]) : Type.Union([Type.Number(), Type.String({ maxLength: 20 })]);
  return Type.Optional(Nullable(value));
};

/** The body of an add or an edit: every field, checked by checkRowValues. */
export function rowBodySchema(contract: TableContract): TObject {
  return Type.Object(Object.fromEntries(contract.fields.map((f) => [f.name, loose(f)])));
}

const stored = (field: FieldSpec): TSchema => (isTextValued(field) ? Type.String() : Type.Integer());

/** A row as lists and answers carry it. */
export function rowSchema(contract: TableContract): TObject {
  return Type.Object({
    [contract.idField]: Type.Integer(),
    ...Object.fromEntries(contract.fields.map((f) => [f.name, f.required ? stored(f) : Nullable(stored(f))])),
    ...(contract.toggles ? { isValid: Type.Boolean() } : {}),
    ...Object.fromEntries(Object.entries(contract.extras ?? {}).map(([name, kind]) => [name, Nullable(kind === 'int' ? Type.Integer() : Type.String())])),
  });
}

/** The management list's query: paging, a keyword, enabled or not, order and the contract's filters. */
export function managedQuerySchema(contract: TableContract): TObject {
  const filters = (contract.filters ?? []).map((name) => {
    const field = contract.fields.find((f) => f.name === name);
    if (!field) throw new Error(`${contract.label}: filter ${name} is no field`);
    const schema = isTextValued(field) ? Type.String({ maxLength: 100 }) : field.kind === 'ref' ? IdParam : Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });
    return [name, Type.Optional(schema)];
  });
  return Type.Object({
    pageNum: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: MANAGED_PAGE_SIZE_MAX, default: 10 }),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    isValid: Type.Optional(Type.Boolean()),
    orderBy: Type.Optional(Type.String({ pattern: ORDER_BY_PATTERN })),
    ...Object.fromEntries(filters),
  });
}

export function pageSchema(contract: TableContract): TObject {
  return Type.Object(PageFields(rowSchema(contract)));
}

export const ValidBody = Type.Object({ isValid: Type.Boolean() });
export const MoveBody = Type.Object({ direction: Type.Union([Type.Literal('up'), Type.Literal('down')]) });

