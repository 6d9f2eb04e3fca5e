import { PAGE_DATA_ELEMENT_ID } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type Send } from './api-client';
import { pageDataKey, resetPageData, takePageData } from './page-data';

function carry(data: Record<string, unknown>) {
  const element = document.createElement('script');
  element.id = PAGE_DATA_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

afterEach(() => {
  resetPageData();
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

describe('page data (the first page renders from index.html)', () => {
  it('compares URLs whatever the order of their query parameters', () => {
    expect(pageDataKey('/api/v1/channels/discover?perPage=20&page=1')).toBe(
      pageDataKey('/api/v1/channels/discover?page=1&perPage=20'),
    );
    expect(pageDataKey('/api/v1/albums/1')).not.toBe(pageDataKey('/api/v1/albums/12'));
  });

  it('gives each answer once, then nothing', () => {
    carry({ '/api/v1/albums/1': { album: { id: 1 } } });
    expect(takePageData('/api/v1/albums/1')).toEqual({ album: { id: 1 } });
    expect(takePageData('/api/v1/albums/1')).toBeUndefined();
  });

  it('answers the api client’s first GET of that URL without the network', async () => {
    carry({ '/api/v1/channels/discover?page=1&perPage=20': { channel: { slug: 'discover' } } });
    const sent: string[] = [];
    const send: Send = async (request) => {
      sent.push(request.url);
      return { data: { fromNetwork: true }, status: 200, statusText: 'OK', headers: {} };
    };
    const client = createApiClient(send);
    const first = await client.get('channels/discover', { params: { page: 1, perPage: 20 } });
    expect(first.data).toEqual({ channel: { slug: 'discover' } });
    expect(sent).toEqual([]);
    const second = await client.get('channels/discover', { params: { page: 1, perPage: 20 } });
    expect(second.data).toEqual({ fromNetwork: true });
    // Other methods never take page data.
    await client.post('channels/discover', {});
    expect(sent).toHaveLength(2);
  });
});
