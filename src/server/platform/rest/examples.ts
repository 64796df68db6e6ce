/**
 * Examples of the OpenAPI document, derived from the JSON Schemas themselves so that every
 * operation has an example request and reply without a table to keep in step: a schema's own
 * `examples` / `default` / `const` / first `enum` value when it has one (zod `.meta({ examples })`,
 * `.default()`), else a value built from its type and bounds. Optional fields of a request are
 * left out (the smallest valid request); a reply shows every field.
 */
type JsonObject = Record<string, unknown>;

const SAMPLE_DATE = '2026-11-28T09:30:00.000Z';

/** A string within the schema's bounds, by format when it has one. */
function sampleString(schema: JsonObject): string {
  switch (schema.format) {
    case 'date-time':
      return SAMPLE_DATE;
    case 'date':
      return SAMPLE_DATE.slice(0, 10);
    case 'email':
      return 'claire.martin@cabinet-martin.fr';
    case 'uri':
    case 'url':
      return 'https://www.cabinet-martin.fr';
    default:
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
  const text = 'exemple';
  if (text.length < min) return text.padEnd(min, 'x');
  return text.slice(0, Math.max(max, min));
}

function sampleNumber(schema: JsonObject): number {
  const integer = schema.type === 'integer';
  if (typeof schema.minimum === 'number') return schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') return integer ? Math.floor(schema.exclusiveMinimum) + 1 : schema.exclusiveMinimum + 1;
  if (typeof schema.maximum === 'number' && schema.maximum < 1) return schema.maximum;
  return 1;
}

/**
 * An example value of `schema` ('request': required fields only; 'reply': every field), or
 * undefined when the schema says nothing to build one from.
 */
export function exampleOf(schema: unknown, mode: 'request' | 'reply', depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return undefined;
  const s = schema as JsonObject;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('example' in s) return s.example;
  if ('const' in s) return s.const;
  if (s.default !== undefined && s.default !== null) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = s[key];
    if (Array.isArray(options)) {
      // A value's shape (the quiz's accepted answers): the first alternative merged into the base schema.
      if (s.type === 'object' || s.properties) {
        const first = options[0] as JsonObject | undefined;
        const merged = { ...s, [key]: undefined, properties: { ...(s.properties as JsonObject), ...(first?.properties as JsonObject) } };
        return exampleOf(merged, mode, depth + 1);
      }
      const concrete = (options as JsonObject[]).find((option) => option.type !== 'null') ?? options[0];
      return exampleOf(concrete, mode, depth + 1);
    }
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      const entries = Object.entries(properties)
        .filter(([name]) => mode === 'reply' || required.has(name))
        .map(([name, property]) => [name, exampleOf(property, mode, depth + 1)] as const)
        .filter(([, value]) => value !== undefined);
      return Object.fromEntries(entries);
    }
    case 'array': {
      const item = exampleOf(s.items, mode, depth + 1);
      const min = typeof s.minItems === 'number' ? s.minItems : 0;
      if (item === undefined) return [];
      return mode === 'reply' || min > 0 ? [item] : [];
    }
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}
