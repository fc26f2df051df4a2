import type { ZodType } from 'zod';

/**
 * The dotted paths of the fields a request body sends that its schema does not name ('min_weight'
 * for 'weight_min', 'lines.0.qty'). Zod's plain objects drop such fields without a word, so a typo
 * saved a record without the value the client meant; the API refuses them instead (docs/decisions.md,
 * "Unknown body fields are refused"). Objects that let any key through (z.looseObject, z.record)
 * and values a schema transforms before checking (z.preprocess) are not looked into.
 */
export function unknownFieldPaths(schema: ZodType, data: unknown): string[] {
  const found: string[] = [];
  walk(schema, data, [], found);
  return found;
}

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  valueType?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  getter?: () => ZodType;
}

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that hold one schema and check the same value with it. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

function walk(schema: ZodType, data: unknown, path: string[], found: string[]): void {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) {
    walk(def.innerType, data, path, found);
    return;
  }
  switch (def.type) {
    case 'lazy':
      if (def.getter) walk(def.getter(), data, path, found);
      return;
    case 'pipe':
      if (def.in && defOf(def.in).type !== 'transform') walk(def.in, data, path, found);
      return;
    case 'array':
      if (Array.isArray(data) && def.element) {
        const element = def.element;
        data.forEach((item, index) => {
          walk(element, item, [...path, String(index)], found);
        });
      }
      return;
    case 'tuple':
      if (Array.isArray(data)) {
        data.forEach((item, index) => {
          const itemSchema = def.items?.[index] ?? def.rest ?? undefined;
          if (itemSchema) walk(itemSchema, item, [...path, String(index)], found);
        });
      }
      return;
    case 'record':
      if (isPlainObject(data) && def.valueType) {
        for (const [key, value] of Object.entries(data)) walk(def.valueType, value, [...path, key], found);
      }
      return;
    case 'union': {
      // The option the value passes is the one whose fields count. None passes (its discriminator is
      // missing, say): a field none of the options names is unknown all the same.
      const options = def.options ?? [];
      const option = options.find((candidate) => candidate.safeParse(data).success);
      if (option) {
        walk(option, data, path, found);
        return;
      }
      const fields = options.map(fieldsOf);
      if (!isPlainObject(data) || fields.some((f) => f === null)) return;
      for (const key of Object.keys(data)) {
        if (!fields.some((f) => f?.has(key))) found.push([...path, key].join('.'));
      }
      return;
    }
    case 'object':
    case 'intersection':
      walkObject(schema, data, path, found);
      return;
  }
}

/** An object's fields, or an intersection's from both sides; null where any key is allowed. */
function fieldsOf(schema: ZodType): Map<string, ZodType> | null {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return fieldsOf(def.innerType);
  if (def.type === 'pipe' && def.in) return fieldsOf(def.in);
  if (def.type === 'object') {
    if (def.catchall && defOf(def.catchall).type !== 'never') return null;
    return new Map(Object.entries(def.shape ?? {}));
  }
  if (def.type === 'intersection' && def.left && def.right) {
    const left = fieldsOf(def.left);
    const right = fieldsOf(def.right);
    if (!left || !right) return null;
    return new Map([...right, ...left]);
  }
  return null;
}

function walkObject(schema: ZodType, data: unknown, path: string[], found: string[]): void {
  if (!isPlainObject(data)) return;
  const fields = fieldsOf(schema);
  if (!fields) return;
  for (const [key, value] of Object.entries(data)) {
    const field = fields.get(key);
    if (field) walk(field, value, [...path, key], found);
    else found.push([...path, key].join('.'));
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
