import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
} from '../api/get-openapi-document';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Endpoint {
  /** A stable anchor: method and path. */
  id: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

export interface EndpointGroup {
  tag: string;
  endpoints: Endpoint[];
}

export function endpointId(method: string, path: string): string {
  return `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, '');
}

/** The document's operations grouped by their first tag (by path segment when untagged), sorted. */
export function groupEndpoints(document: OpenApiDocument | undefined): EndpointGroup[] {
  const byTag = new Map<string, Endpoint[]>();
  for (const [path, item] of Object.entries(document?.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
      const tag =
        operation.tags?.[0] ??
        path.split('/').filter(Boolean)[path.startsWith('/api/v1/') ? 2 : 0] ??
        'other';
      const list = byTag.get(tag) ?? [];
      list.push({ id: endpointId(method, path), method, path, operation });
      byTag.set(tag, list);
    }
  }
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, endpoints]) => ({ tag, endpoints }));
}

/** Follows a local `#/components/schemas/X` reference; anything else is returned as it is. */
export function resolveSchema(
  schema: JsonSchema | undefined,
  document: OpenApiDocument | undefined,
): JsonSchema | undefined {
  let current = schema;
  for (let depth = 0; current?.$ref && depth < 10; depth++) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, '');
    current = document?.components?.schemas?.[name];
  }
  return current;
}

/** A short, readable type: `string (email)`, `integer[]`, `"a" | "b"`, `string | null`. */
export function schemaType(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return schema.$ref.replace(/^#\/components\/schemas\//, '');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(schemaType).join(' | ');
  if (schema.allOf) return schema.allOf.map(schemaType).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const named = types.map((type) =>
    type === 'array'
      ? `${schemaType(schema.items)}[]`
      : schema.format && type !== 'null'
        ? `${type} (${schema.format})`
        : type,
  );
  if (named.length === 0) named.push(schema.properties ? 'object' : 'any');
  if (schema.nullable) named.push('null');
  return named.join(' | ');
}

/** The properties of an object schema (through a single non-null anyOf/allOf branch), if any. */
export function objectProperties(
  schema: JsonSchema | undefined,
): { properties: Record<string, JsonSchema>; required: string[] } | null {
  if (!schema) return null;
  if (schema.properties) return { properties: schema.properties, required: schema.required ?? [] };
  if (schema.allOf) {
    const merged: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const part of schema.allOf) {
      const inner = objectProperties(part);
      if (inner) {
        Object.assign(merged, inner.properties);
        required.push(...inner.required);
      }
    }
    return Object.keys(merged).length ? { properties: merged, required } : null;
  }
  return null;
}

/** A plausible example value for a schema, used to prefill the request body of "Try it". */
export function exampleFor(
  schema: JsonSchema | undefined,
  document?: OpenApiDocument,
  depth = 0,
): unknown {
  const resolved = resolveSchema(schema, document);
  if (!resolved || depth > 6) return null;
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  const variant = (resolved.anyOf ?? resolved.oneOf)?.find((part) => part.type !== 'null');
  if (variant) return exampleFor(variant, document, depth + 1);
  const object = objectProperties(resolved);
  if (object) {
    const example: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(object.properties)) {
      if (object.required.includes(name)) example[name] = exampleFor(property, document, depth + 1);
    }
    return example;
  }
  const type = Array.isArray(resolved.type)
    ? resolved.type.find((entry) => entry !== 'null')
    : resolved.type;
  switch (type) {
    case 'string':
      return resolved.format === 'email' ? 'user@example.com' : '';
    case 'integer':
    case 'number':
      return resolved.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    case 'null':
    case undefined:
    default:
      return null;
  }
}

/** The request URL: path parameters filled in (encoded), empty query values left out. */
export function buildRequestUrl(
  path: string,
  parameters: OpenApiParameter[],
  values: Record<string, string>,
): string {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = values[`${parameter.in}:${parameter.name}`] ?? '';
    if (parameter.in === 'path') {
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    } else if (parameter.in === 'query' && value !== '') {
      query.append(parameter.name, value);
    }
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** The first JSON (or any) content schema of a request body or response. */
export function contentSchema(
  content: Record<string, { schema?: JsonSchema }> | undefined,
): { type: string; schema: JsonSchema | undefined } | null {
  if (!content) return null;
  const entries = Object.entries(content);
  const json = entries.find(([type]) => type.includes('json')) ?? entries[0];
  return json ? { type: json[0], schema: json[1].schema } : null;
}
