import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, newPage, signIn, snap } from './browser';
import { renderPng } from '../../server/seed/png';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const counter = async (page: Page, key: string) =>
  Number(await page.getByTestId(`fleet-count-${key}`).textContent());
/** MUI X date field in French (dd/MM/yyyy): typed digit by digit, as a person would. */
async function pickDate(field: Locator, ddmmyyyy: string) {
  await field.click();
  await field.press('Home');
  await field.pressSequentially(ddmmyyyy.replace(/\//g, ''));
  await expectValue(field, ddmmyyyy);
}
async function expectValue(field: Locator, value: string) {
  await expect.poll(() => field.inputValue(), { timeout: 5000 }).toBe(value);
}
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const flat = (s: string | null) => (s ?? '').replace(/\s/g, ' ');
const picture = (r: number, g: number, b: number) => ({
  name: `car-${r}.png`,
  mimeType: 'image/png',
  buffer: renderPng(64, 40, () => [r, g, b]),
});

describe('rental journey', () => {
  it('adds a car with two images, books it, activates it, and prints a two-page A4 invoice that adds up', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);

    await page.getByRole('menuitem', { name: 'Flotte' }).click();
    await page.waitForURL(/\/dashboard\/fleet$/);
    await page.getByRole('heading', { level: 1, name: 'Gestion de la flotte' }).waitFor();
    await page.getByTestId('car-card').first().waitFor();
    const before = {
      total: await counter(page, 'total'),
      available: await counter(page, 'available'),
      rented: await counter(page, 'rented'),
    };

    // Add a car with two images: pending ('En attente') until saved, then 'Uploadé'.
    await page.getByRole('link', { name: 'Ajouter une voiture' }).click();
    await page.waitForURL(/\/dashboard\/fleet\/create$/);
    const form = page.getByRole('dialog');
    await form.getByLabel('Marque').fill('Alpine');
    await form.getByLabel('Modèle').fill('A110 E2E');
    await form.getByLabel('Couleur').fill('Bleu Alpine');
    await form.getByLabel('Immatriculation').fill('240 TU 9999');
    await form.getByLabel('Tarif journalier (TND)').fill('150');
    await form.getByLabel('Caution (TND)').fill('1000');
    await form.getByLabel('Équipements').fill('GPS, Caméra de recul');
    await form.getByTestId('car-images-input').setInputFiles([picture(30, 60, 200), picture(200, 60, 30)]);
    expect(await form.getByText('En attente').count()).toBe(2);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });

    const card = page.getByTestId('car-card').filter({ hasText: 'Alpine A110 E2E' });
    await card.waitFor();
    expect(await counter(page, 'total')).toBe(before.total + 1);
    expect(await counter(page, 'available')).toBe(before.available + 1);
    await card.getByRole('img').waitFor();
    expect(await card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await card.getByRole('link', { name: 'Modifier' }).click();
    await page.waitForURL(/\/dashboard\/fleet\/[0-9a-f]{24}$/);
    // The form loads the car of the address before it shows its images.
    await page.getByRole('dialog').getByText('Uploadé').first().waitFor();
    expect(await page.getByRole('dialog').getByText('Uploadé').count()).toBe(2);
    await snap(page, 'rental-car-edit');
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();

    // Book it.
    await page.getByRole('menuitem', { name: 'Réservations' }).click();
    await page.waitForURL(/\/dashboard\/reservations$/);
    await page.getByRole('link', { name: 'Nouvelle réservation' }).click();
    const booking = page.getByRole('dialog');
    await booking.getByLabel('Nom complet').fill('Yasmine E2E');
    await booking.getByLabel('Email').fill('yasmine.e2e@gmail.com');
    await booking.getByLabel('Téléphone').fill('98765432');
    await booking.getByLabel('Numéro de permis').fill('77/112233');
    await booking.getByRole('combobox', { name: /Véhicule/ }).click();
    await page.getByRole('option', { name: /Alpine A110 E2E/ }).click();
    await pickDate(booking.getByLabel('Date de prise en charge'), '01/06/2031');
    await pickDate(booking.getByLabel('Date de retour'), '04/06/2031');
    await booking.getByLabel('Lieu de prise en charge').fill('Aéroport Tunis-Carthage');
    await booking.getByLabel('Lieu de retour').fill('Sousse');
    await booking.getByRole('button', { name: 'Créer la réservation' }).click();
    await booking.waitFor({ state: 'detached' });

    // Set it active: the car becomes rented.
    const row = page.getByRole('row').filter({ hasText: 'Yasmine E2E' });
    await row.waitFor();
    await row.getByRole('combobox', { name: 'Statut de la réservation' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await row
      .getByRole('combobox', { name: 'Statut de la réservation' })
      .filter({ hasText: 'Active' })
      .waitFor();

    await page.getByRole('menuitem', { name: 'Flotte' }).click();
    await card.getByText('En location').first().waitFor();
    expect(await counter(page, 'rented')).toBe(before.rented + 1);
    expect(await counter(page, 'available')).toBe(before.available);
    await snap(page, 'rental-fleet-after');

    // The invoice opens in a new tab and prints on two A4 pages.
    await page.getByRole('menuitem', { name: 'Réservations' }).click();
    await row.getByRole('link', { name: 'Détails' }).click();
    const [invoice] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Facture' }).click(),
    ]);
    await invoice.waitForLoadState();
    await invoice.getByTestId('invoice-cash').waitFor();
    const id = new URL(invoice.url()).pathname.split('/').pop()!;
    expect(new URL(invoice.url()).pathname).toBe(`/invoice/${id}`);
    await invoice.getByText(`INV-${id.slice(-8).toUpperCase()}`).waitFor();
    expect(await invoice.title()).toBe(`Facture-INV-${id.slice(-8).toUpperCase()}`);
    expect(flat(await invoice.getByTestId('invoice-rental').textContent())).toBe(
      'Montant de la location450,000 TND',
    );
    expect(flat(await invoice.getByTestId('invoice-deposit').textContent())).toBe(
      'Caution (remboursable)1 000,000 TND',
    );
    expect(flat(await invoice.getByTestId('invoice-total').textContent())).toBe(
      'Total (location + caution)1 450,000 TND',
    );
    expect(flat(await invoice.getByTestId('invoice-commission').textContent())).toBe(
      'Commission de la plateforme45,000 TND',
    );
    expect(flat(await invoice.getByTestId('invoice-cash').textContent())).toBe(
      "Part de l'agence, en espèces à la prise en charge1 405,000 TND",
    );
    await invoice.setViewportSize({ width: 1366, height: 1100 });
    await snap(invoice, 'rental-invoice');
    const pdf = await invoice.pdf({ preferCSSPageSize: true, printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(2);
    const size = pdf.toString('latin1').match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/);
    expect(Math.round(Number(size?.[1]))).toBe(595);
    expect(Math.round(Number(size?.[2]))).toBe(842);

    // Without a session the same URL only proves the invoice genuine.
    const { context: anon, page: visitor } = await newPage(browser);
    await visitor.goto(`/invoice/${id}`);
    await visitor.getByText('Facture authentique émise par notre plateforme').waitFor();
    expect(flat(await visitor.getByTestId('invoice-total').textContent())).toBe(
      'Total (location + caution)1 450,000 TND',
    );
    expect(await visitor.getByText('yasmine.e2e@gmail.com').count()).toBe(0);
    expect(await visitor.getByText('Documents de vérification').count()).toBe(0);
    await anon.close();
    await context.close();
  }, 180_000);

  it('refuses a second overlapping booking of the same car with the French message', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/dashboard/reservations');
    const book = async () => {
      await page.getByRole('link', { name: 'Nouvelle réservation' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nom complet').fill('Karim Double');
      await dialog.getByLabel('Email').fill('karim@gmail.com');
      await dialog.getByLabel('Téléphone').fill('22111222');
      await dialog.getByLabel('Numéro de permis').fill('11/111111');
      await dialog.getByRole('combobox', { name: /Véhicule/ }).click();
      await page.getByRole('option', { name: /Toyota Yaris Hybrid/ }).click();
      await pickDate(dialog.getByLabel('Date de prise en charge'), '10/01/2032');
      await pickDate(dialog.getByLabel('Date de retour'), '12/01/2032');
      await dialog.getByLabel('Lieu de prise en charge').fill('Tunis');
      await dialog.getByLabel('Lieu de retour').fill('Tunis');
      await dialog.getByRole('button', { name: 'Créer la réservation' }).click();
      return dialog;
    };
    await (await book()).waitFor({ state: 'detached' });
    const second = await book();
    await second.getByText('Cette voiture est déjà réservée sur cette période').waitFor();

    // A modal's address with an id nobody has: react-admin's 'does not exist', back at the list.
    for (const list of ['/dashboard/fleet', '/dashboard/reservations']) {
      await page.goto(`${list}/65f1a2b3c4d5e6f7a8b9c0de`);
      await page.waitForURL((url) => url.pathname === list);
    }
    // A deeper path than any modal's is an unknown dashboard path (SPEC §2).
    await page.goto('/dashboard/reservations/65f1a2b3c4d5e6f7a8b9c0de/show/more');
    await page.waitForURL((url) => !url.pathname.includes('65f1a2b3'));
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard/);
    await context.close();
  }, 120_000);

  it.each([
    ['desktop', 1366],
    ['phone', 375],
  ] as const)(
    "a reservation's detail has an address at %s width: reload reopens it, back closes it, a payment links to it",
    async (size, width) => {
      const { context, page } = await newPage(browser, size);
      await signIn(page);
      await page.goto('/dashboard/reservations');
      const details = page.getByRole('link', { name: 'Détails' }).filter({ visible: true }).first();
      await details.click();
      await page.waitForURL(/\/dashboard\/reservations\/[0-9a-f]{24}\/show$/);
      const id = new URL(page.url()).pathname.split('/').at(-2)!;
      const detail = page.getByRole('dialog', { name: /Détails de la réservation/ });
      // The reservation of the address: its invoice link carries its id.
      const invoice = detail.getByRole('link', { name: 'Facture' });
      expect(await invoice.getAttribute('href')).toBe(`/invoice/${id}`);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(width);
      await snap(page, `rental-reservation-detail-${width}`);

      await page.reload();
      expect(await invoice.getAttribute('href')).toBe(`/invoice/${id}`);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/dashboard/reservations');
      await detail.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Détails' }).filter({ visible: true }).first().waitFor();

      // Paiements: an entry's invoice number opens the reservation it is about.
      await page.goto('/dashboard/payments');
      const entry = page.getByRole('link', { name: /^INV-/ }).filter({ visible: true }).first();
      const number = (await entry.textContent())!;
      await entry.click();
      await page.waitForURL(/\/dashboard\/reservations\/[0-9a-f]{24}\/show$/);
      const paid = new URL(page.url()).pathname.split('/').at(-2)!;
      expect(number).toBe(`INV-${paid.slice(-8).toUpperCase()}`);
      expect(await detail.getByRole('link', { name: 'Facture' }).getAttribute('href')).toBe(
        `/invoice/${paid}`,
      );
      await detail.getByRole('button', { name: 'Fermer' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/reservations');
      await detail.waitFor({ state: 'detached' });
      await context.close();
    },
    120_000,
  );

  it('fleet and reservations fit a 375 px phone: cards, no horizontal scroll', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signIn(page);
    await page.goto('/dashboard/fleet');
    await page.getByRole('heading', { level: 1, name: 'Gestion de la flotte' }).waitFor();
    await page.getByTestId('car-card').first().waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(375);
    await snap(page, 'rental-fleet-375');

    await page.goto('/dashboard/reservations');
    await page.getByTestId('reservation-row').first().waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(375);
    await snap(page, 'rental-reservations-375');
    await page.getByRole('link', { name: 'Nouvelle réservation' }).click();
    await page.getByRole('dialog').getByLabel('Nom complet').waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(375);
    await snap(page, 'rental-reservation-form-375');
    await context.close();
  }, 120_000);

  it('books a car that is out today for later dates; the cars that are not free say why', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/dashboard/reservations/create');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nom complet').fill('Walid Plus Tard');
    await dialog.getByLabel('Email').fill('walid@gmail.com');
    await dialog.getByLabel('Téléphone').fill('22333444');
    await dialog.getByLabel('Numéro de permis').fill('12/121212');
    await dialog
      .getByText(
        'Choisissez les dates de prise en charge et de retour pour voir tous les véhicules libres sur la période',
      )
      .waitFor();
    await pickDate(dialog.getByLabel('Date de prise en charge'), '01/06/2033');
    await pickDate(dialog.getByLabel('Date de retour'), '03/06/2033');
    await dialog.getByText(/^Libres à ces dates : \d+ véhicules$/).waitFor();
    await dialog.getByRole('combobox', { name: /Véhicule/ }).click();
    // The seed's Peugeot 208 is 'En location' today: free in June 2033.
    const peugeot = page.getByRole('option', { name: /Peugeot 208/ });
    await expect.poll(() => peugeot.getAttribute('aria-disabled')).not.toBe('true');
    const garage = page.getByRole('option', { name: /Hyundai i10 .*\(En maintenance\)$/ });
    expect(await garage.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('option', { name: /\(Indisponible\)$/ }).count()).toBe(1);
    await peugeot.click();
    await dialog.getByLabel('Lieu de prise en charge').fill('Tunis');
    await dialog.getByLabel('Lieu de retour').fill('Tunis');
    await dialog.getByRole('button', { name: 'Créer la réservation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('row')
      .filter({ hasText: 'Walid Plus Tard' })
      .filter({ hasText: 'Peugeot 208' })
      .waitFor();
    await context.close();
  }, 120_000);

  it("on a phone the date picker's dialog speaks the screen's language: 'Choisir une date', 'Annuler', 'OK'", async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signIn(page);
    await page.goto('/dashboard/reservations/create');
    const form = page.getByRole('dialog');
    await form.getByLabel('Nom complet').waitFor();
    await form
      .getByRole('button', { name: /^Choisir la date/ })
      .first()
      .click();
    const calendar = page.getByRole('dialog').filter({ hasText: 'Choisir une date' });
    await calendar.waitFor();
    await calendar.getByRole('button', { name: 'Annuler' }).waitFor();
    await calendar.getByRole('button', { name: 'OK' }).waitFor();
    expect(await calendar.getByText(/Select date|Cancel/i).count()).toBe(0);
    await snap(page, 'rental-date-picker-375');
    await context.close();
  }, 120_000);
});
