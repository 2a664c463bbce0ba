import {
  editorHeader,
  editorRoute,
  type NamespaceTexts,
  type SaveRequest,
  type SaveResponse,
  type TextEntry,
  type TextRef,
} from './protocol';

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${editorRoute}${path}`, {
    ...init,
    headers: { [editorHeader]: '1', 'content-type': 'application/json', ...init?.headers },
  });
  const body = (await response.json()) as T | { error: string };
  if (!response.ok) {
    throw new Error((body as { error?: string }).error ?? `HTTP ${response.status}`);
  }
  return body as T;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const fetchEntry = ({ lng, ns, key }: TextRef) =>
  request<TextEntry>(`/entry?${query({ lng, ns, key })}`);

export const fetchTexts = (lng: string, ns: string) =>
  request<NamespaceTexts>(`/texts?${query({ lng, ns })}`);

export const saveText = (save: SaveRequest) =>
  request<SaveResponse>('/save', { method: 'POST', body: JSON.stringify(save) });
