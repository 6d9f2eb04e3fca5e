import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { setBootstrapData, getBootstrapData } from './bootstrap-store';
import { useSeoTitle } from './document-title';

function AlbumTitle({ album }: { album?: object }) {
  useSeoTitle('album', album);
  return null;
}

const ALBUM = { name: 'Blue Train', artists: [{ name: 'John Coltrane' }] };

describe('useSeoTitle', () => {
  it("names the tab from the album template while shown and gives it back to the site's name", () => {
    document.title = 'Groove';
    const view = renderWithProviders(<AlbumTitle album={ALBUM} />, {
      bootstrap: { settings: { 'branding.site_name': 'Groove' } },
    });
    expect(document.title).toBe('Blue Train by John Coltrane | Groove');
    view.unmount();
    expect(document.title).toBe('Groove');
  });

  it('leaves the title alone until the page has its entity', () => {
    document.title = 'Groove';
    renderWithProviders(<AlbumTitle />, {
      bootstrap: { settings: { 'branding.site_name': 'Groove' } },
    });
    expect(document.title).toBe('Groove');
  });

  it("follows the operator's title template, also when it changes while the page is shown", () => {
    renderWithProviders(<AlbumTitle album={ALBUM} />, {
      bootstrap: {
        settings: { 'branding.site_name': 'Groove', 'seo.album.title': '{{album.name}} — listen' },
      },
    });
    expect(document.title).toBe('Blue Train — listen');
    act(() => {
      const data = getBootstrapData();
      setBootstrapData({
        ...data,
        settings: { ...data.settings, 'seo.album.title': '' },
      });
    });
    // A blank template falls back to the default.
    expect(document.title).toBe('Blue Train by John Coltrane | Groove');
  });
});
