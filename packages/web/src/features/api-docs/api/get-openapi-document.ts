import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface OpenApiParameter {
  name: string;
  /** path, query, header or cookie. */
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, OpenApiMediaType> };
  responses?: Record<string, OpenApiResponse>;
}

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  nullable?: boolean;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export async function getOpenApiDocument(): Promise<OpenApiDocument> {
  // The document describes the API itself; no zod schema declares it.
  const { data } = await apiClient.get('api-docs/openapi.json');
  return data as OpenApiDocument;
}

export const openApiDocumentQueryOptions = () =>
  queryOptions({ queryKey: ['api-docs', 'openapi'], queryFn: getOpenApiDocument });

export function useOpenApiDocument(enabled = true) {
  return useQuery({ ...openApiDocumentQueryOptions(), enabled, retry: false });
}
