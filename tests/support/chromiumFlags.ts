/**
 * Command-line flags for Debian's Chromium, shared by the browser journeys (tests/e2e) and the
 * benchmark (bench/): headless, no sandbox (containers), no GPU, and no network traffic of its own.
 * Every host name except 127.0.0.1 resolves to nothing, so a page (or Lighthouse) can never reach
 * the internet.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
