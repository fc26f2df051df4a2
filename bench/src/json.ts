const WIDTH = 110;

/** Numbers to 4 decimals: the report's figures are not more precise than that. */
const scalar = (v: unknown) =>
  typeof v === 'number' && !Number.isInteger(v)
    ? JSON.stringify(Math.round(v * 1e4) / 1e4)
    : JSON.stringify(v);

/**
 * JSON laid out as Biome formats it, so that `biome check` accepts the results files: 2 spaces,
 * arrays of scalars on one line when they fit in 110 columns, else numbers packed line by line.
 */
export function toJson(value: unknown, indent = '', prefix = 0): string {
  if (value === null || typeof value !== 'object') return scalar(value) ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => (v === null || typeof v !== 'object' ? scalar(v) : null));
    if (items.every((v) => v !== null)) {
      const flat = `[${items.join(', ')}]`;
      if (indent.length + prefix + flat.length + 1 <= WIDTH) return flat;
      if (value.every((v) => typeof v === 'number')) {
        const lines: string[] = [];
        let line = '';
        for (const item of items) {
          const next = line ? `${line}, ${item}` : item!;
          if (line && inner.length + next.length + 1 > WIDTH) {
            lines.push(`${line},`);
            line = item!;
          } else line = next;
        }
        lines.push(line);
        return `[\n${lines.map((l) => `${inner}${l}`).join('\n')}\n${indent}]`;
      }
    }
    return `[\n${value.map((v) => `${inner}${toJson(v, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return `${inner}${key}${toJson(v, inner, key.length)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}
