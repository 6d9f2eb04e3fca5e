import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    schema?: { type?: string };
    description?: string;
  }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  description?: string;
  default?: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export async function getOpenApiDocument(): Promise<OpenApiDocument> {
  const { data } = await apiClient.get<OpenApiDocument>('api-docs/openapi.json');
  return data;
}

export const openApiDocumentQueryOptions = () =>
  queryOptions({ queryKey: ['api-docs', 'openapi'], queryFn: getOpenApiDocument });

export function useOpenApiDocument() {
  return useQuery(openApiDocumentQueryOptions());
}
