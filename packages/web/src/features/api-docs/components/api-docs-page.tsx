import { useMemo } from 'react';
import { useTrans } from '@/lib/i18n';
import {
  useOpenApiDocument,
  type JsonSchema,
  type OpenApiOperation,
} from '../api/get-openapi-document';

const METHOD_COLORS: Record<string, string> = {
  get: 'bg-sky-500/15 text-sky-600 dark:text-sky-300',
  post: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-300',
  put: 'bg-amber-500/15 text-amber-600 dark:text-amber-300',
  patch: 'bg-amber-500/15 text-amber-600 dark:text-amber-300',
  delete: 'bg-rose-500/15 text-rose-600 dark:text-rose-300',
};

interface Endpoint {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

function schemaType(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (schema.enum) return schema.enum.map(String).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  return type === 'array'
    ? `${schemaType(schema.items)}[]`
    : schema.format
      ? `${type} (${schema.format})`
      : type;
}

function BodyFields({ schema }: { schema: JsonSchema }) {
  const fields = Object.entries(schema.properties ?? {});
  if (fields.length === 0) return null;
  return (
    <table className="mt-3 w-full text-left text-sm">
      <tbody>
        {fields.map(([name, field]) => (
          <tr key={name} className="border-t border-divider">
            <td className="py-1.5 pr-4 font-mono text-xs">
              {name}
              {schema.required?.includes(name) ? <span className="text-danger">*</span> : null}
            </td>
            <td className="py-1.5 text-xs text-muted">{schemaType(field)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /api-docs (spec 001 §2): the generated OpenAPI document, grouped by tag. */
export function ApiDocsPage() {
  const t = useTrans();
  const { data, isPending, isError } = useOpenApiDocument();

  const groups = useMemo(() => {
    const byTag = new Map<string, Endpoint[]>();
    for (const [path, operations] of Object.entries(data?.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        const tag =
          operation.tags?.[0] ??
          path.split('/').filter(Boolean)[path.startsWith('/api/v1/') ? 2 : 0] ??
          'other';
        byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
      }
    }
    return [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [data]);

  if (isPending) return <p className="px-8 py-12 text-muted">{t('Loading…')}</p>;
  if (isError || !data)
    return <p className="px-8 py-12 text-danger">{t('There was an issue. Please try again.')}</p>;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:px-8" data-testid="api-docs">
      <h1 className="text-3xl font-black tracking-tight">{data.info.title}</h1>
      <p className="mt-2 text-sm text-muted">
        OpenAPI {data.openapi} · v{data.info.version}
      </p>
      {data.info.description ? (
        <p className="mt-4 max-w-3xl text-sm">{data.info.description}</p>
      ) : null}
      {groups.map(([tag, endpoints]) => (
        <section key={tag} className="mt-10">
          <h2 className="mb-3 text-lg font-bold capitalize">{tag}</h2>
          <div className="flex flex-col gap-3">
            {endpoints.map(({ method, path, operation }) => {
              const body = operation.requestBody?.content?.['application/json']?.schema;
              return (
                <article
                  key={`${method} ${path}`}
                  className="rounded-panel border border-divider bg-bg-alt p-4"
                >
                  <div className="flex flex-wrap items-center gap-3">
                    <span
                      className={`rounded-md px-2 py-0.5 font-mono text-xs font-bold uppercase ${METHOD_COLORS[method] ?? ''}`}
                    >
                      {method}
                    </span>
                    <code className="text-sm font-semibold">{path}</code>
                  </div>
                  {operation.summary ? (
                    <p className="mt-2 text-sm text-muted">{operation.summary}</p>
                  ) : null}
                  {body ? <BodyFields schema={body} /> : null}
                </article>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
