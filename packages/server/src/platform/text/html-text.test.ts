import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript } from './html-text';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`Rock & <roll> "loud" 'proud'`)).toBe(
      'Rock &amp; &lt;roll&gt; &quot;loud&quot; &#39;proud&#39;',
    );
  });

  it('escapes an ampersand once, so an entity in the text stays visible as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text, accents and other scripts alone', () => {
    expect(escapeHtml('Sigur Rós – 坂本 龍一')).toBe('Sigur Rós – 坂本 龍一');
  });
});

describe('serializeForScript', () => {
  it('never lets a string close the script element', () => {
    expect(serializeForScript({ title: '</script><b>&' })).toBe(
      '{"title":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}',
    );
  });
});
