import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testConfig, type TestContext } from '../server/harness';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';
import { mountStatic } from '../../server/http/static';
import { renderPng } from '../../server/seed/png';
import { createWorld, type World } from './lib/world';
import { fillPath, mountedApiRoutes } from './lib/routes';
import { ROUTE_POLICY } from './routePolicy';
import { checkInvariants } from './lib/invariants';
import { count, countStatus, flushStats } from './lib/stats';

/** Every multipart route of the route table refuses files that are not images, whatever they claim to be. */
const uploadRoutes = mountedApiRoutes(testConfig()).filter((r) => ROUTE_POLICY[r.key]?.multipart);

let ctx: TestContext;
let world: World;
let seed: (d: TestContext['database']) => Promise<void>;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ world, seed } = await createWorld(ctx.config.jwtSecret));
  await seed(ctx.database);
});
afterAll(async () => {
  flushStats(import.meta.filename);
  await ctx?.close();
});

const png = () => renderPng(4, 4, () => [200, 30, 30]);
const DISGUISED: Array<{ label: string; name: string; type: string; bytes: Buffer }> = [
  {
    label: 'SVG with script named .png',
    name: 'photo.png',
    type: 'image/png',
    bytes: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    ),
  },
  {
    label: 'SVG declared as SVG',
    name: 'logo.svg',
    type: 'image/svg+xml',
    bytes: Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ),
  },
  {
    label: 'HTML named .jpg',
    name: 'car.jpg',
    type: 'image/jpeg',
    bytes: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  },
  {
    label: 'PDF named .png',
    name: 'doc.png',
    type: 'image/png',
    bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
  },
  { label: 'empty file', name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
  { label: 'truncated PNG header', name: 't.png', type: 'image/png', bytes: png().subarray(0, 6) },
];

async function upload(
  url: string,
  field: string,
  files: Array<{ name: string; type: string; bytes: Buffer }>,
) {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await ctx.app.request(url, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${world.tokens.owner}` },
  });
  countStatus(res.status);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A stored file's address: private ones (documents) come as signed links with their query string. */
const UPLOADED = /\/uploads\/[A-Za-z0-9/_.-]+(\?expires=\d+&sig=[\w-]+)?/g;

describe('uploads accept real images only', () => {
  it('the route table has upload routes', () => {
    expect(uploadRoutes.map((r) => r.key).sort()).toEqual(
      Object.entries(ROUTE_POLICY)
        .filter(([k, p]) => p.multipart && uploadRoutes.some((r) => r.key === k))
        .map(([k]) => k)
        .sort(),
    );
    expect(uploadRoutes.length).toBeGreaterThan(0);
  });

  it.each(uploadRoutes.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const p = ROUTE_POLICY[route.key];
    const field = p.multipart!;
    const url = fillPath(
      route.path,
      Object.fromEntries(route.params.map((n) => [n, p.params![n](world)[0]])),
    );

    // Positive control: a real PNG is stored, under a name of the server's choosing.
    const ok = await upload(url, field, [
      { name: '../../../etc/passwd.png', type: 'image/png', bytes: png() },
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(300);
    const stored = JSON.stringify(ok.body).match(UPLOADED) ?? [];
    expect(stored.length).toBeGreaterThan(0);
    for (const path of stored) {
      expect(path).not.toMatch(/\.\.|passwd/);
      // Served back as an image, with nosniff (a browser never runs it as a page or a script).
      const app = createApi(buildDeps(ctx.config, ctx.database, () => {}));
      mountStatic(app, ctx.config, 'dist');
      const file = await app.request(path);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('Content-Type')).toMatch(/^image\/png/);
      expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }

    for (const bad of DISGUISED) {
      const res = await upload(url, field, [bad]);
      count('hostileInputs');
      expect(res.status, `${bad.label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, bad.label).toBeLessThan(500);
      expect(typeof res.body.message, bad.label).toBe('string');
    }
    // A GIF/JavaScript polyglot has real GIF magic bytes: if a route keeps it, it must be served as an
    // image with nosniff, so no browser ever runs it as a script or renders it as a page.
    const polyglot = await upload(url, field, [
      { name: 'a.js', type: 'text/javascript', bytes: Buffer.from('GIF89a=1;alert(1)//') },
    ]);
    count('hostileInputs');
    expect(polyglot.status).toBeLessThan(500);
    for (const path of JSON.stringify(polyglot.body).match(UPLOADED) ?? []) {
      expect(path).toMatch(/\.(gif|png|jpe?g|webp)(\?|$)/);
      const app = createApi(buildDeps(ctx.config, ctx.database, () => {}));
      mountStatic(app, ctx.config, 'dist');
      const file = await app.request(path);
      expect(file.headers.get('Content-Type')).toMatch(/^image\//);
      expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
    // A disguised file among real ones: the whole upload is refused, nothing half stored in the row.
    const mixed = await upload(url, field, [
      { name: 'ok.png', type: 'image/png', bytes: png() },
      DISGUISED[0],
    ]);
    count('hostileInputs');
    expect(mixed.status).toBeGreaterThanOrEqual(400);
    expect(mixed.status).toBeLessThan(500);
    // An oversized "image": refused with a message, not stored.
    const huge = await upload(url, field, [
      { name: 'big.png', type: 'image/png', bytes: Buffer.concat([png(), Buffer.alloc(20 * 1024 * 1024)]) },
    ]);
    count('hostileInputs');
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await checkInvariants(ctx.database.sql)).toEqual([]);
  });
});
