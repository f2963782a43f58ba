import { describe, expect, it } from 'vitest';
import { withRuntimeConfig } from '../../server/http/static';
import type { ServerConfig } from '../../server/config';

const html = '<!doctype html><html><head><title>x</title></head><body></body></html>';

describe('runtime config written into index.html (no /config.js round trip)', () => {
  it('adds an escaped <meta name="app-config"> that the app reads', async () => {
    const apiBaseUrl = 'https://api.example.com/a"b<c>&d';
    const page = withRuntimeConfig(html, { apiBaseUrl } as ServerConfig);
    expect(page).not.toContain('<script');
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const meta = doc.querySelector('meta[name="app-config"]');
    expect(JSON.parse(meta!.getAttribute('content')!)).toEqual({ apiBaseUrl });

    document.head.append(meta!);
    const { apiBaseUrl: read, apiUrl } = await import('../../src/api/config');
    expect(read()).toBe(apiBaseUrl);
    expect(apiUrl('/api/x')).toBe(`${apiBaseUrl}/api/x`);
  });

  it('leaves a page without a head alone', () => {
    expect(withRuntimeConfig('<p>x</p>', { apiBaseUrl: '' } as ServerConfig)).toBe('<p>x</p>');
  });
});
