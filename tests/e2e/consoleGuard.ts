import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core';

/**
 * A clean session logs nothing: every page of every e2e test is watched, and a console error or an
 * uncaught page error fails the test that caused it (tests/e2e/consoleGuardHook.ts checks after
 * each test). Warnings and informational messages are not counted.
 */
const problems: string[] = [];

/**
 * Chromium itself reports every HTTP answer of 400 and above as a console error 'Failed to load
 * resource: the server responded with a status of 404 (Not Found)', even when the app asked on
 * purpose and handles the answer (a wrong password's 401, SPEC-only servers' 404 for an extension,
 * a sold-out 409 the test provokes). That line is the browser's network log, not the app's: a 4xx
 * is an answer the app shows in words, which the tests assert. A 5xx still fails the test.
 */
const BROWSER_4XX = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/**
 * The same network log when a test takes the network away on purpose (`context.setOffline`, a
 * stopped server): the door keeps working offline, and what the app shows then is asserted.
 */
const BROWSER_OFFLINE = /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED)$/;

function isProblem(msg: ConsoleMessage): boolean {
  const text = msg.text();
  return msg.type() === 'error' && !BROWSER_4XX.test(text) && !BROWSER_OFFLINE.test(text);
}

function watch(context: BrowserContext) {
  context.on('console', (msg) => {
    if (isProblem(msg)) problems.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  context.on('weberror', (err) => problems.push(`page error: ${err.error().message}`));
}

/** Watches every context (and page) the browser opens. */
export function guardConsole(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watch(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watch(page.context());
    return page;
  };
  return browser;
}

/** What was logged since the last call (and forgets it). */
export const takeConsoleProblems = () => problems.splice(0);
