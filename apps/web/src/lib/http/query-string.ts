type QueryScalar = string | number | boolean | null | undefined;
type QueryList = readonly (string | number)[];
type QueryFields = { readonly [field: string]: QueryScalar | QueryList };
export type QueryValue = QueryScalar | QueryList | QueryFields;
export type Query = { readonly [param: string]: QueryValue };

/** The query of every `GET /admin/{resource}` (CONTRACT §2), plus any extra parameter. */
export interface ListQuery extends Query {
  page?: number;
  per_page?: number;
  filter?: QueryFields;
  sort?: string | readonly string[];
  include?: string | readonly string[];
  search?: string;
}

function scalar(value: QueryScalar | QueryList): string | null {
  if (value === null || value === undefined) return null;
  // Lists (sort, include, a filter's values) travel comma-joined: `sort=-created_at,name`.
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return text === '' ? null : text;
}

const isFields = (value: QueryValue): value is QueryFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ filter: { status: 'paid' }, sort: ['-created_at', 'name'] }` → `filter[status]=paid&sort=-created_at,name`. */
export function encodeQuery(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [param, value] of Object.entries(query)) {
    if (isFields(value)) {
      for (const [field, fieldValue] of Object.entries(value)) {
        const text = scalar(fieldValue);
        if (text !== null) params.append(`${param}[${field}]`, text);
      }
      continue;
    }
    const text = scalar(value);
    if (text !== null) params.append(param, text);
  }
  return params;
}
