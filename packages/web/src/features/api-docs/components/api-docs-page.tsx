import { clsx } from 'clsx';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useOpenApiDocument, type OpenApiDocument } from '../api/get-openapi-document';
import { contentSchema, groupEndpoints, schemaType, type Endpoint } from '../lib/openapi';
import { SchemaTree } from './schema-tree';
import { TryIt } from './try-it';

const METHOD_COLORS: Record<string, string> = {
  get: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  post: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  put: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  patch: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  delete: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
};

function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={clsx(
        'inline-block w-16 shrink-0 rounded-md px-2 py-0.5 text-center font-mono text-xs font-bold uppercase',
        METHOD_COLORS[method],
      )}
    >
      {method}
    </span>
  );
}

function tagAnchor(tag: string): string {
  return `tag-${tag.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

/** The API is switched off on this site: said plainly, with a way home. */
function NotEnabled() {
  const t = useTrans();
  return (
    <div className="mx-auto max-w-xl px-6 py-20 text-center" data-testid="api-docs-disabled">
      <h1 className="text-2xl font-bold">{t('API documentation')}</h1>
      <p className="mt-4 text-muted">{t('The API is not enabled on this site.')}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-primary hover:underline">
        {t('Back to home')}
      </Link>
    </div>
  );
}

function OperationDetails({
  endpoint,
  document,
  token,
}: {
  endpoint: Endpoint;
  document: OpenApiDocument;
  token: string;
}) {
  const t = useTrans();
  const { operation } = endpoint;
  const parameters = operation.parameters ?? [];
  const body = contentSchema(operation.requestBody?.content);
  const responses = Object.entries(operation.responses ?? {});
  return (
    <div className="border-t border-divider px-4 pb-4">
      {operation.description ? <p className="mt-3 text-sm">{operation.description}</p> : null}
      {parameters.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-bold">{t('Parameters')}</h4>
          <table className="mt-2 w-full text-left text-xs">
            <tbody>
              {parameters.map((parameter) => (
                <tr key={`${parameter.in}:${parameter.name}`} className="border-t border-divider">
                  <td className="py-1.5 pr-4 font-mono">
                    {parameter.name}
                    {parameter.required ? <span className="text-danger">*</span> : null}
                  </td>
                  <td className="py-1.5 pr-4 text-muted">{parameter.in}</td>
                  <td className="py-1.5 font-mono text-muted">{schemaType(parameter.schema)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {body ? (
        <>
          <h4 className="mt-4 text-sm font-bold">
            {t('Request body')} <span className="font-normal text-muted">({body.type})</span>
          </h4>
          <div className="mt-2">
            <SchemaTree schema={body.schema} document={document} />
          </div>
        </>
      ) : null}
      <h4 className="mt-4 text-sm font-bold">{t('Responses')}</h4>
      <div className="mt-2 flex flex-col gap-3">
        {responses.map(([status, response]) => {
          const content = contentSchema(response.content);
          return (
            <div key={status} data-testid={`response-${status}`}>
              <p className="text-xs">
                <strong
                  className={clsx(
                    'font-mono',
                    /^[23]/.test(status) ? 'text-positive' : 'text-danger',
                  )}
                >
                  {status}
                </strong>{' '}
                <span className="text-muted">
                  {response.description && response.description !== 'Default Response'
                    ? response.description
                    : content
                      ? content.type
                      : t('No content')}
                </span>
              </p>
              {content ? (
                <div className="mt-1">
                  <SchemaTree schema={content.schema} document={document} />
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      <TryIt endpoint={endpoint} document={document} token={token} />
    </div>
  );
}

/**
 * /api-docs: the generated OpenAPI document in the app's own UI —
 * areas in a sidebar, each operation with its parameters, request and response schemas and a
 * "Try it" that sends the request with an access token from the developers panel.
 */
export function ApiDocsPage() {
  const t = useTrans();
  const settings = useSettings();
  const integrated = settings['api.integrated'] !== false;
  const { data, isPending, isError, error } = useOpenApiDocument(integrated);
  const [token, setToken] = useState('');
  const [filter, setFilter] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const deferredFilter = useDeferredValue(filter);

  const groups = useMemo(() => {
    const query = deferredFilter.trim().toLowerCase();
    return groupEndpoints(data)
      .map((group) => ({
        ...group,
        endpoints: query
          ? group.endpoints.filter(({ method, path, operation }) =>
              `${method} ${path} ${operation.summary ?? ''} ${group.tag}`
                .toLowerCase()
                .includes(query),
            )
          : group.endpoints,
      }))
      .filter((group) => group.endpoints.length > 0);
  }, [data, deferredFilter]);

  const notFound =
    isError && (error as { response?: { status?: number } } | null)?.response?.status === 404;
  if (!integrated || notFound) return <NotEnabled />;
  if (isPending) return <p className="px-8 py-12 text-muted">{t('Loading…')}</p>;
  if (isError || !data)
    return <p className="px-8 py-12 text-danger">{t('There was an issue. Please try again.')}</p>;

  const toggle = (id: string, open: boolean) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8 md:px-8" data-testid="api-docs">
      <nav
        aria-label={t('API areas')}
        className="sticky top-[calc(var(--navbar-height)+1.5rem)] hidden max-h-[calc(100vh-var(--navbar-height)-9rem)] w-56 shrink-0 self-start overflow-y-auto lg:block"
      >
        <p className="mb-2 text-xs font-bold tracking-wide text-muted uppercase">{t('Areas')}</p>
        <ul className="flex flex-col text-sm">
          {groups.map(({ tag, endpoints }) => (
            <li key={tag}>
              <a
                href={`#${tagAnchor(tag)}`}
                className="flex items-center justify-between rounded-md px-2 py-1 capitalize hover:bg-hover"
              >
                <span className="truncate">{tag}</span>
                <span className="text-xs text-muted">{endpoints.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-black tracking-tight">{data.info.title}</h1>
        <p className="mt-2 text-sm text-muted">
          OpenAPI {data.openapi} · v{data.info.version}
        </p>
        {data.info.description ? (
          <p className="mt-4 max-w-3xl text-sm">{data.info.description}</p>
        ) : null}
        <div className="mt-6 grid gap-4 rounded-panel border border-divider bg-bg-alt p-4 md:grid-cols-2">
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">{t('Access token')}</span>
            <input
              type="password"
              autoComplete="off"
              className="w-full rounded-md border border-divider bg-bg px-3 py-2 font-mono text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
              value={token}
              onChange={(event) => setToken(event.target.value)}
              placeholder="1|…"
            />
            <span className="mt-1 block text-xs text-muted">
              {t('Sent as "Authorization: Bearer". Create one in')}{' '}
              <Link to="/account-settings#developers" className="text-primary hover:underline">
                {t('account settings')}
              </Link>
              .
            </span>
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">{t('Filter')}</span>
            <input
              type="search"
              className="w-full rounded-md border border-divider bg-bg px-3 py-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t('Path, method or summary')}
            />
          </label>
        </div>
        {/* Small screens: the areas as a row of links instead of the sidebar. */}
        <nav aria-label={t('API areas')} className="mt-4 flex gap-2 overflow-x-auto pb-2 lg:hidden">
          {groups.map(({ tag }) => (
            <a
              key={tag}
              href={`#${tagAnchor(tag)}`}
              className="shrink-0 rounded-button border border-divider px-3 py-1 text-xs capitalize hover:bg-hover"
            >
              {tag}
            </a>
          ))}
        </nav>
        {groups.map(({ tag, endpoints }) => (
          <section
            key={tag}
            id={tagAnchor(tag)}
            className="mt-10 scroll-mt-[calc(var(--navbar-height)+1rem)]"
          >
            <h2 className="mb-3 text-lg font-bold capitalize">{tag}</h2>
            <div className="flex flex-col gap-2">
              {endpoints.map((endpoint) => (
                <details
                  key={endpoint.id}
                  id={endpoint.id}
                  data-testid="api-operation"
                  className="rounded-panel border border-divider bg-bg-alt"
                  open={openIds.has(endpoint.id)}
                  onToggle={(event) => toggle(endpoint.id, event.currentTarget.open)}
                >
                  <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-4 py-3">
                    <MethodBadge method={endpoint.method} />
                    <code className="text-sm font-semibold break-all">{endpoint.path}</code>
                    {endpoint.operation.summary ? (
                      <span className="text-sm text-muted">{endpoint.operation.summary}</span>
                    ) : null}
                  </summary>
                  {openIds.has(endpoint.id) ? (
                    <OperationDetails endpoint={endpoint} document={data} token={token} />
                  ) : null}
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
