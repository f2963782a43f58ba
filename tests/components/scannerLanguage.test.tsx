import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';

afterEach(() => localStorage.clear());

/** The scanner app reads the language once, at start, from react-admin's store. */
async function scannerAppWith(locale: string | null) {
  localStorage.clear();
  vi.resetModules();
  const { store } = await import('../../src/store');
  if (locale) store.setItem('locale', locale);
  return (await import('../../src/customRoutes/scanner/ScannerApp')).ScannerApp;
}

describe('the scanner app speaks the language chosen in the product', () => {
  it('French when French was chosen (on the dashboard or a public page), also after a reload', async () => {
    const ScannerApp = await scannerAppWith('fr');
    render(<ScannerApp pathname="/security-scanner/AG-GATEA23456" />);
    expect(await screen.findByRole('button', { name: 'Accéder au scanner' })).toBeInTheDocument();
    expect(screen.getByText('Scanner de sécurité')).toBeInTheDocument();
  });

  it("English by default, as SPEC words the scanner: 'Security Scanner', 'Access Scanner'", async () => {
    const ScannerApp = await scannerAppWith(null);
    render(<ScannerApp pathname="/security-scanner/AG-GATEA23456" />);
    expect(await screen.findByRole('button', { name: 'Access Scanner' })).toBeInTheDocument();
    expect(screen.getByText('Security Scanner')).toBeInTheDocument();
  });
});

describe('the scanner has the product’s language menu', () => {
  it('on the login page: choosing Français turns the page French and is kept', async () => {
    const ScannerApp = await scannerAppWith(null);
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    render(<ScannerApp pathname="/security-scanner/AG-GATEA23456" />);
    await user.click(await screen.findByRole('button', { name: 'English · Français – Language' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'Accéder au scanner' })).toBeInTheDocument();
    expect(screen.getByText('Scanner de sécurité')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null')).toBe('fr');
  });

  it('by keyboard: the button opens the list on the current language, arrows and Enter choose', async () => {
    const ScannerApp = await scannerAppWith(null);
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    render(<ScannerApp pathname="/security-scanner/AG-GATEA23456" />);
    const button = await screen.findByRole('button', { name: 'English · Français – Language' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    const current = await screen.findByRole('menuitemradio', { name: 'English · Français' });
    expect(current).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(current).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: 'Accéder au scanner' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Français – Langue' })).toBeInTheDocument();
  });
});
