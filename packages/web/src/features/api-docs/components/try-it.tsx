import { COOKIES, XSRF_HEADER } from '@tonearm/shared/constants';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { readCookie } from '@/lib/cookies';
import { useTrans } from '@/lib/i18n';
import type { OpenApiDocument } from '../api/get-openapi-document';
import { buildRequestUrl, contentSchema, exampleFor, type Endpoint } from '../lib/openapi';

interface TryItProps {
  endpoint: Endpoint;
  document?: OpenApiDocument;
  /** The access token typed at the top of the page (sent as `Authorization: Bearer`). */
  token: string;
}

interface TryItResult {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

const inputClass =
  'w-full rounded-md border border-divider bg-bg px-3 py-1.5 font-mono text-xs text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';

function prettyBody(text: string, contentType: string | null): string {
  if (contentType?.includes('json')) {
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      return text;
    }
  }
  return text;
}

/** "Try it": fields for the parameters and body, sent with fetch; the answer shown as it came. */
export function TryIt({ endpoint, document, token }: TryItProps) {
  const t = useTrans();
  const id = useId();
  const { method, path, operation } = endpoint;
  const parameters = (operation.parameters ?? []).filter(
    (parameter) => parameter.in === 'path' || parameter.in === 'query',
  );
  const body = contentSchema(operation.requestBody?.content);
  const [values, setValues] = useState<Record<string, string>>({});
  const [bodyText, setBodyText] = useState(() =>
    body ? JSON.stringify(exampleFor(body.schema, document), null, 2) : '',
  );
  const [result, setResult] = useState<TryItResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    setError(null);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token.trim()) headers.Authorization = `Bearer ${token.trim()}`;
    let requestBody: string | undefined;
    if (body && method !== 'get') {
      if (body.type.includes('json')) {
        try {
          requestBody = JSON.stringify(bodyText.trim() ? JSON.parse(bodyText) : {});
        } catch {
          setError(t('The body is not valid JSON.'));
          return;
        }
        headers['Content-Type'] = 'application/json';
      } else {
        requestBody = bodyText;
        headers['Content-Type'] = body.type;
      }
    }
    // Without a token the session cookie is used: writes then need the XSRF header.
    const xsrf = readCookie(COOKIES.xsrf);
    if (!token.trim() && method !== 'get' && xsrf) headers[XSRF_HEADER] = xsrf;
    setSending(true);
    try {
      const response = await fetch(buildRequestUrl(path, parameters, values), {
        method: method.toUpperCase(),
        headers,
        body: requestBody,
        credentials: token.trim() ? 'omit' : 'same-origin',
      });
      const text = await response.text();
      setResult({
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers.entries()],
        body: prettyBody(text, response.headers.get('content-type')),
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-4 rounded-md border border-divider p-3" data-testid="try-it">
      <h4 className="text-sm font-bold">{t('Try it')}</h4>
      {parameters.length > 0 ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {parameters.map((parameter) => {
            const key = `${parameter.in}:${parameter.name}`;
            return (
              <label key={key} className="block text-xs">
                <span className="mb-1 block font-mono">
                  {parameter.name}
                  {parameter.required ? <span className="text-danger">*</span> : null}
                  <span className="ml-2 font-sans text-muted">({parameter.in})</span>
                </span>
                <input
                  className={inputClass}
                  value={values[key] ?? ''}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, [key]: event.target.value }))
                  }
                />
              </label>
            );
          })}
        </div>
      ) : null}
      {body && method !== 'get' ? (
        <label className="mt-3 block text-xs" htmlFor={`${id}-body`}>
          <span className="mb-1 block">
            {t('Request body')} <span className="text-muted">({body.type})</span>
          </span>
          <textarea
            id={`${id}-body`}
            className={`${inputClass} min-h-28`}
            value={bodyText}
            spellCheck={false}
            onChange={(event) => setBodyText(event.target.value)}
          />
        </label>
      ) : null}
      <div className="mt-3 flex items-center gap-3">
        <Button size="sm" onPress={send} isDisabled={sending}>
          {sending ? t('Sending…') : t('Send request')}
        </Button>
        {error ? (
          <span role="alert" className="text-xs text-danger">
            {error}
          </span>
        ) : null}
      </div>
      {result ? (
        <div className="mt-3" data-testid="try-it-result">
          <p className="text-sm">
            {t('Status')}:{' '}
            <strong
              data-testid="try-it-status"
              className={result.status < 400 ? 'text-positive' : 'text-danger'}
            >
              {result.status} {result.statusText}
            </strong>
          </p>
          <details className="mt-2 text-xs">
            <summary className="cursor-pointer text-muted">{t('Headers')}</summary>
            <pre className="mt-1 overflow-x-auto rounded-md bg-bg p-2 font-mono">
              {result.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
            </pre>
          </details>
          <pre
            className="mt-2 max-h-96 overflow-auto rounded-md bg-bg p-2 font-mono text-xs"
            data-testid="try-it-body"
          >
            {result.body || t('(empty body)')}
          </pre>
        </div>
      ) : null}
    </div>
  );
}
