import {
  type CreateSnippetRequest,
  CreateSnippetResponseSchema,
  type ExecuteRequest,
  ExecuteResponseSchema,
  type FormatRequest,
  FormatResponseSchema,
  GetSnippetResponseSchema,
  RuntimesResponseSchema,
} from '@codingkaro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { compilerKeys } from './compiler-keys';

export const executeCode = (request: ExecuteRequest, signal?: AbortSignal) =>
  apiRequest('/api/execute', ExecuteResponseSchema, { method: 'POST', body: request, signal });

export const runtimesQuery = () =>
  queryOptions({
    queryKey: compilerKeys.runtimes,
    queryFn: () => apiRequest('/api/runtimes', RuntimesResponseSchema),
    staleTime: 10 * 60 * 1000,
    retry: 1,
  });

export const formatOnServer = (request: FormatRequest) =>
  apiRequest('/api/format', FormatResponseSchema, { method: 'POST', body: request }).then((r) => r.formatted);

export const createSnippet = (request: CreateSnippetRequest) =>
  apiRequest('/api/snippets', CreateSnippetResponseSchema, { method: 'POST', body: request }).then((r) => r.id);

export const snippetQuery = (id: string) =>
  queryOptions({
    queryKey: compilerKeys.snippet(id),
    queryFn: () => apiRequest(`/api/snippets/${encodeURIComponent(id)}`, GetSnippetResponseSchema).then((r) => r.snippet),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const snippetPath = (id: string) => `/terminal/s/${id}`;
