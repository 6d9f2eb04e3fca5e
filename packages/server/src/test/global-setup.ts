import type { TestProject } from 'vitest/node';
import { createTemplate } from './database-template';

/** Global setup of each server project: one migrated template database per run and dialect. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const env = project.config.env as Record<string, string | undefined>;
  const dialect = env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  const { template, dispose } = await createTemplate(dialect, env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', template);
  return dispose;
}
