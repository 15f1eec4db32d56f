/** The shape of a TypeBox object schema as far as its text limits go. */
interface ObjectSchemaLike {
  properties?: Readonly<Record<string, unknown>>;
}

interface TextSchemaLike {
  maxLength?: number;
  anyOf?: readonly { maxLength?: number }[];
}

/**
 * The longest text an event schema takes for a field (a plain string, or an optional text of
 * string or null), or 0 when it states none: a text box takes its limit from here, so the box
 * and the server never disagree.
 */
export function fieldMaxLength(schema: ObjectSchemaLike, field: string): number {
  const property = schema.properties?.[field] as TextSchemaLike | undefined;
  return property?.maxLength ?? property?.anyOf?.find((s) => s.maxLength !== undefined)?.maxLength ?? 0;
}
