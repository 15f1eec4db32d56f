import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { INTEGER_MAX, INTEGER_MIN } from '@machines/bounds';
import { MSG } from '@shared/messages';

/**
 * The dates the platform accepts, inclusive: a year outside them is a typing mistake or a probe,
 * and years before 100 would be read back as 19xx or 20xx.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';

/** U+0000: PostgreSQL's text cannot hold it. */
const NUL = '\u0000';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a map of subschemas, and those whose value is a subschema or a list of them. */
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
const SUBSCHEMAS = ['items', 'prefixItems', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else'];

/**
 * A copy of the schema where every integer without a bound of its own gets PostgreSQL's integer
 * range, so an oversized number is refused by validation instead of failing in a query.
 */
export function withIntegerBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withIntegerBounds);
  if (!isObject(schema)) return schema;
  const copy: Schema = { ...schema };
  for (const key of SUBSCHEMA_MAPS) {
    const map = copy[key];
    if (isObject(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, withIntegerBounds(sub)]));
  }
  for (const key of SUBSCHEMAS) if (copy[key] !== undefined) copy[key] = withIntegerBounds(copy[key]);
  if ([copy.type].flat().includes('integer')) {
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INTEGER_MIN;
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INTEGER_MAX;
  }
  return copy;
}

/** True when the calendar date a date or datetime starts with lies in EARLIEST_DATE..LATEST_DATE. */
export const isDateInRange = (value: string) => value.slice(0, 10) >= EARLIEST_DATE && value.slice(0, 10) <= LATEST_DATE;

type Validator = (value: string) => boolean;
/** A format as ajv-formats registers it: a definition, a pattern or a function. */
function validatorOf(format: unknown): Validator {
  if (format instanceof RegExp) return (value) => format.test(value);
  if (typeof format === 'function') return format as Validator;
  if (isObject(format)) return validatorOf(format.validate);
  return () => true;
}

type Ajv = Parameters<NonNullable<NonNullable<Parameters<ReturnType<typeof AjvCompiler>>[1]>['onCreate']>>[0];

/** `format: 'date'` and `'date-time'` keep ajv-formats' calendar checks and add the platform's range. */
function withDateRange(ajv: Ajv) {
  for (const name of ['date', 'date-time']) {
    const calendar = validatorOf(ajv.formats[name]);
    ajv.addFormat(name, { type: 'string', validate: (value: string) => calendar(value) && isDateInRange(value) });
  }
}

/** Where the first NUL is: the field's path as validation errors name it, '' for the part itself; undefined when none. */
function nulPath(part: unknown): string | undefined {
  const pending: [unknown, string][] = [[part, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}/${key}` : key;
        if (key.includes(NUL)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * How every request's input is read (docs/decisions.md, "Input rules"):
 * - query strings, path parameters and headers are text, so their values are coerced to the
 *   schema's types; a body is not: `{ "title": 42 }` is refused where a string is expected (the
 *   routes that take forms declare text fields, as a form only holds text);
 * - every integer of a schema lies in PostgreSQL's integer range unless it states a narrower one,
 *   and no number is NaN or infinite;
 * - every `date` and `date-time` lies in EARLIEST_DATE..LATEST_DATE;
 * - no string of the path, query or body holds a NUL.
 * Each refusal is a 400 naming the field. Register before the routes.
 */
export default fp(
  async (app) => {
    const pool = AjvCompiler();
    // Fastify's own defaults (@fastify/ajv-compiler), with coercion for text parts only.
    const common = { removeAdditional: true, useDefaults: true, strictNumbers: true } as const;
    const forBody = pool({}, { customOptions: { ...common, coerceTypes: false }, onCreate: withDateRange });
    const forText = pool({}, { customOptions: { ...common, coerceTypes: 'array' }, onCreate: withDateRange });
    const compile: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) =>
      (httpPart === 'body' ? forBody : forText)({ schema: withIntegerBounds(schema), httpPart, method, url });
    app.setValidatorCompiler(compile);

    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = nulPath(part);
        if (path !== undefined) return reply.code(400).send({ msg: path ? `${MSG.badRequest}：${path}` : MSG.badRequest });
      }
    });
  },
  { name: 'input' },
);
