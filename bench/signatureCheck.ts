import path from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { THROTTLING, VIEWPORTS } from './lib/browser';
import { quantile } from './lib/stats';

/**
 * A signed ticket code's check on a throttled phone (4× CPU): the scanner's own code (parse, the
 * event's key, Ed25519 verification, the revocation list of 5,000 tickets) timed in Chromium on the
 * scanner's origin (a secure context, as at the door). Web Crypto's Ed25519, as Chromium has it; the
 * library fallback (@noble/ed25519, for browsers without it) is timed too, for information.
 */
export interface SignatureFigure {
  webcrypto: { p50: number; p95: number; n: number };
  library: { p50: number; p95: number; n: number };
  implementation?: string;
  error?: string;
}

interface PageApi {
  checkTicketCode: (t: string, e: string, s: unknown) => Promise<{ kind: string }>;
  formatTicketCode: (c: unknown) => string;
  signedTicketMessage: (e: string, f: unknown) => Uint8Array<ArrayBuffer>;
  toBase64url: (b: Uint8Array) => string;
  ed25519Implementation: () => Promise<string>;
  resetEd25519ForTests: (force?: 'library') => void;
}

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [path.join(import.meta.dirname, 'signature', 'entry.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    target: 'es2022',
    minify: true,
  });
  return out.outputFiles[0].text;
}

export async function measureSignatureCheck(
  browser: Browser,
  opts: { base: string; checks: number },
): Promise<SignatureFigure> {
  const empty = { p50: NaN, p95: NaN, n: 0 };
  // bypassCSP: the bundle is injected into the scanner's page (its CSP refuses inline scripts).
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    deviceScaleFactor: 1,
    bypassCSP: true,
  });
  const page = await context.newPage();
  try {
    await page.goto(`${opts.base}/security-scanner/`);
    await page.addScriptTag({ content: await bundle() });
    // Codes signed before the throttling (a server's work, not the phone's).
    await page.evaluate(async (n) => {
      const api = (window as unknown as { __signature: PageApi }).__signature;
      const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
        'sign',
        'verify',
      ])) as CryptoKeyPair;
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const eventId = 'bench-event-000000000001';
      const revoked: Record<string, null | number> = {};
      for (let i = 0; i < 5000; i++) revoked[`TK-REV${String(i).padStart(6, '0')}`] = i % 2 ? null : 2;
      const codes: string[] = [];
      for (let i = 0; i < n; i++) {
        const fields = {
          ticketId: `TK-B${String(i).padStart(8, '0')}`,
          tier: 'General',
          codeVersion: 1,
          keyVersion: 1,
        };
        const sig = new Uint8Array(
          await crypto.subtle.sign(
            { name: 'Ed25519' },
            pair.privateKey,
            api.signedTicketMessage(eventId, fields),
          ),
        );
        codes.push(api.formatTicketCode({ ...fields, signature: api.toBase64url(sig) }));
      }
      const state = {
        keys: [{ version: 1, publicKey: api.toBase64url(raw), retired: false }],
        revoked,
        cursor: '1',
      };
      Object.assign(window, { __bench_sig: { codes, state, eventId } });
    }, opts.checks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
    const time = (force: 'library' | null) =>
      page.evaluate(async (force) => {
        const api = (window as unknown as { __signature: PageApi }).__signature;
        const { codes, state, eventId } = (
          window as unknown as {
            __bench_sig: { codes: string[]; state: unknown; eventId: string };
          }
        ).__bench_sig;
        api.resetEd25519ForTests(force ?? undefined);
        const implementation = await api.ed25519Implementation();
        const times: number[] = [];
        // Each check as the door makes it, one after the other; the first one (key import) included.
        for (const code of codes) {
          const t0 = performance.now();
          const result = await api.checkTicketCode(code, eventId, state);
          times.push(performance.now() - t0);
          if (result.kind !== 'signed') throw new Error(`not admitted: ${JSON.stringify(result)}`);
        }
        return { times, implementation };
      }, force);
    const web = await time(null);
    const lib = await time('library');
    const sum = (xs: number[]) => ({ p50: quantile(xs, 0.5), p95: quantile(xs, 0.95), n: xs.length });
    return { webcrypto: sum(web.times), library: sum(lib.times), implementation: web.implementation };
  } catch (error) {
    return {
      webcrypto: empty,
      library: empty,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await context.close();
  }
}
