import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nContextProvider, useTranslate } from 'ra-core';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

/** A page's text, translated when the page is drawn. */
function Text({ id }: { id: string }) {
  const translate = useTranslate();
  return <p>{translate(id)}</p>;
}

/** The i18n modules as a page load at `path` starts them (they read the address once). */
async function i18nAt(path: string, locale?: string) {
  localStorage.clear();
  window.history.replaceState(null, '', path);
  vi.resetModules();
  if (locale) (await import('../../src/store')).store.setItem('locale', locale);
  const { i18nProvider } = await import('../../src/i18n');
  const { CatalogGate } = await import('../../src/layout/CatalogGate');
  return { i18nProvider, CatalogGate };
}

describe('the dashboard’s first page starts with its own texts', () => {
  it('on /dashboard/events the default locale holds the events list’s texts, then the rest arrives for the other pages', async () => {
    const { i18nProvider, CatalogGate } = await i18nAt('/dashboard/events');
    expect(i18nProvider.translate('events.list.title')).toBe('Events');
    expect(i18nProvider.translate('rental.menu.fleet')).toBe('Flotte');
    expect(i18nProvider.translate('resources.users.name', { smart_count: 2 })).toBe('Users');
    expect(i18nProvider.translate('team.notAllowed.back')).not.toBe('team.notAllowed.back');
    // Another area's texts are not there yet: its page waits (a spinner), never a missing text.
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18nProvider.translate('security.subtitle')).toBe('security.subtitle');
    warn.mockRestore();
    render(
      <MemoryRouter initialEntries={['/dashboard/users']}>
        <I18nContextProvider value={i18nProvider}>
          <CatalogGate>
            <Text id="security.subtitle" />
          </CatalogGate>
        </I18nContextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('Manage security agents for ticket scanning')).toBeInTheDocument();
    expect(i18nProvider.translate('rental.fleet.title')).toBe(
      (await import('../../src/i18n/fr/rental')).rental.fleet.title,
    );
  });

  it('the events list itself is drawn at once, without waiting for the rest', async () => {
    const { i18nProvider, CatalogGate } = await i18nAt('/dashboard/events');
    render(
      <MemoryRouter initialEntries={['/dashboard/events']}>
        <I18nContextProvider value={i18nProvider}>
          <CatalogGate>
            <Text id="events.list.title" />
          </CatalogGate>
        </I18nContextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Events')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Once the page is drawn and the browser idle, the rest arrives for the next page.
    await waitFor(() =>
      expect(i18nProvider.translate('security.subtitle')).toBe('Manage security agents for ticket scanning'),
    );
  });

  it('any other first address, or another language, starts with the whole catalog', async () => {
    for (const [path, locale] of [['/dashboard/users'], ['/'], ['/dashboard/events', 'fr']] as const) {
      const { i18nProvider } = await i18nAt(path, locale);
      expect(i18nProvider.translate('security.subtitle')).not.toBe('security.subtitle');
    }
  });
});
