import type { SettingsEnvironment } from '@tonearm/shared/settings/admin-settings.schemas';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTrans } from '@/lib/i18n';
import type { EnvironmentPanel } from '../settings-tabs';

interface Fact {
  label: string;
  value: string;
  note?: string;
  /** A key or identifier: shown as it is, in monospace, never translated. */
  verbatim?: boolean;
}

/** What each read-only panel says, from the server's own facts (never a guess). */
export function environmentFacts(panel: EnvironmentPanel, env: SettingsEnvironment): Fact[] {
  switch (panel) {
    case 'mail':
      return [
        {
          label: 'Mail goes to',
          value:
            env.mail.transport === 'smtp'
              ? `SMTP (${env.mail.host ?? 'unknown host'})`
              : 'The outgoing-email log (nothing is delivered)',
          note:
            env.mail.source === 'env'
              ? 'MAIL_URL is set on the server: it wins over the transport below.'
              : undefined,
        },
      ];
    case 'storage':
      return [
        {
          label: 'Storage driver',
          value: env.storage.driver === 's3' ? 'S3 bucket' : 'Local disk',
          note: 'Set with STORAGE_DRIVER on the server.',
        },
      ];
    case 'cache':
      return [
        {
          label: 'Shared store',
          value: env.redis ? 'Redis' : 'This process’s memory',
          note: env.redis
            ? 'Attempt limits and upload locks are shared by every instance through Redis.'
            : 'Attempt limits live in memory: set REDIS_URL to share them across instances.',
        },
        {
          label: 'Cached data',
          value: 'None to clear',
          note: 'Settings, pages and the catalog are read from the database on each request, so a change shows at once. Static files are cached by browsers under content-hashed names.',
        },
      ];
    case 'queue':
      return [
        {
          label: 'Engine',
          value: env.queue.engine === 'redis' ? 'BullMQ on Redis' : 'Embedded (a jobs table)',
          note:
            env.queue.engine === 'redis'
              ? 'Every instance takes jobs from Redis; a job survives a restart and is retried with backoff.'
              : 'Jobs are kept in the database and run by this server; they survive a restart and are retried with backoff. Set REDIS_URL to share them across instances.',
        },
        { label: 'Waiting', value: String(env.queue.counts.waiting) },
        { label: 'Running', value: String(env.queue.counts.active) },
        {
          label: 'Failed',
          value: String(env.queue.counts.failed),
          note: 'Each run, failed or not, is in Logs › Schedule as job:<name>.',
        },
        { label: 'Finished', value: String(env.queue.counts.done) },
      ];
    case 'realtime':
      return [
        {
          label: 'Fan-out',
          value: env.realtime.fanout === 'redis' ? 'Redis pub/sub' : 'Single instance',
          note:
            env.realtime.fanout === 'redis'
              ? 'New notifications reach open tabs at once, on whichever instance they are connected to.'
              : 'New notifications reach open tabs at once; set REDIS_URL to share them across instances.',
        },
        {
          label: 'Web Push public key (VAPID)',
          value: env.realtime.vapidPublicKey,
          verbatim: true,
          note:
            env.realtime.vapidSource === 'env'
              ? 'From VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY on the server.'
              : 'Generated once by this site and kept in its settings; the private key never leaves the server.',
        },
      ];
    case 'search':
      return [
        {
          label: 'Engine',
          value:
            env.search.engine === 'sqlite-fts5'
              ? 'SQLite full-text search (FTS5)'
              : 'PostgreSQL word-prefix search',
          note: 'Chosen by the database; nothing to configure.',
        },
      ];
  }
}

export function EnvironmentFacts({
  panels,
  environment,
  children,
}: {
  panels: EnvironmentPanel[];
  environment: SettingsEnvironment;
  children?: ReactNode;
}) {
  const t = useTrans();
  const facts = panels.flatMap((panel) => environmentFacts(panel, environment));
  return (
    <section
      aria-label={t('Server')}
      data-testid="environment-facts"
      className="rounded-panel border border-divider bg-bg-alt/50 p-5"
    >
      <dl className="flex flex-col gap-4">
        {facts.map((fact) => (
          <div key={fact.label} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm text-muted">{t(fact.label)}</dt>
            <dd>
              {fact.verbatim ? (
                <code className="block break-all font-mono text-xs" data-testid="verbatim-fact">
                  {fact.value}
                </code>
              ) : (
                <div className="text-sm font-semibold">{t(fact.value)}</div>
              )}
              {fact.note ? (
                <p className="mt-0.5 flex items-start gap-1.5 text-xs text-muted">
                  <Info className="mt-px size-3.5 shrink-0" aria-hidden />
                  {t(fact.note)}
                </p>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
