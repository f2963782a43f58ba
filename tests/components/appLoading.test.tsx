import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

/** The app's modules as a page load starts them, in the language kept in react-admin's store. */
async function startIn(locale?: string) {
  localStorage.clear();
  vi.resetModules();
  const { store } = await import('../../src/store');
  if (locale) store.setItem('locale', locale);
  const { initialCatalog } = await import('../../src/i18n/initialCatalog');
  const { loadingLabel } = await import('../../src/i18n/loadingLabel');
  // The first render waits for the first page's catalog (src/App.tsx, preloadFirstPage).
  await initialCatalog;
  return { store, loadingLabel };
}

/** The login page's code has arrived and replaced the spinner. */
const loginForm = () =>
  waitFor(() => expect(document.querySelector('input[type="email"]')).not.toBeNull(), { timeout: 10_000 });

describe('the app shell’s spinner speaks the page’s language', () => {
  it('is named in French when the pages are shown in French', async () => {
    await startIn('fr');
    const { App } = await import('../../src/App');
    render(<App />);
    expect(await screen.findByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    await loginForm();
  });

  it('is named in English in the default locale', async () => {
    await startIn();
    const { App } = await import('../../src/App');
    render(<App />);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await loginForm();
  });

  it('follows a language chosen later, once its catalog is there', async () => {
    const { store, loadingLabel } = await startIn('en');
    expect(loadingLabel()).toBe('Loading');
    store.setItem('locale', 'fr');
    await waitFor(() => expect(loadingLabel()).toBe('Chargement'));
    store.setItem('locale', 'en');
    expect(loadingLabel()).toBe('Loading');
  });
});
