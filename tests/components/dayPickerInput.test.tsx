import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { Form, ResourceContextProvider, type I18nProvider } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { DayPickerInput, type DayPickerInputProps } from '../../src/layout/DayPickerInput';

/** Labels are given as text: the provider only needs to say which language the UI speaks. */
const i18n = (locale: string): I18nProvider => ({
  translate: (key, options) => (typeof options?._ === 'string' ? options._ : key),
  changeLocale: async () => {},
  getLocale: () => locale,
});

function Value() {
  return <output aria-label="value">{JSON.stringify(useWatch({ name: 'day' }) ?? null)}</output>;
}

function renderInput(
  locale: string,
  props: Partial<DayPickerInputProps>,
  day: string | null = null,
  resource = 'reservations',
) {
  render(
    <AdminContext i18nProvider={i18n(locale)}>
      <ResourceContextProvider value={resource}>
        <Form defaultValues={{ day }}>
          <DayPickerInput source="day" label="Day" {...props} />
          <Value />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return screen.getByRole<HTMLInputElement>('textbox', { name: /^Day/ });
}

const value = () => JSON.parse(screen.getByRole('status', { name: 'value' }).textContent ?? 'null');

describe('DayPickerInput', () => {
  it('writes the day in the UI language unless a fixed format is given', () => {
    expect(renderInput('en', {}, '2030-03-01')).toHaveValue('03/01/2030');
  });
  it('uses a fixed format whatever the UI language', () => {
    expect(renderInput('en', { format: 'dd/MM/yyyy' }, '2030-03-01')).toHaveValue('01/03/2030');
  });
  it('in the default (mixed) locale, speaks its screen language: French on a rental screen; shows an ISO date-time as its day', () => {
    expect(renderInput('default', {}, '2030-03-01T10:00:00.000Z')).toHaveValue('01/03/2030');
  });
  it('in the default locale, is English on a screen worded in English (the transactions)', () => {
    expect(renderInput('default', {}, '2030-03-01', 'transactions')).toHaveValue('03/01/2030');
  });

  it('a typed day is stored as YYYY-MM-DD', async () => {
    const input = renderInput('fr', { variant: 'filter' });
    await userEvent.click(input);
    await userEvent.keyboard('02032030');
    await waitFor(() => expect(value()).toBe('2030-03-02'));
  });

  it('as a filter, an incomplete day or one that does not exist sets no filter', async () => {
    const input = renderInput('fr', { variant: 'filter' }, '2030-02-01');
    await userEvent.click(input);
    await userEvent.keyboard('31');
    await waitFor(() => expect(input).toHaveValue('31/02/2030'));
    expect(value()).toBeNull();
    // Typing the day moved on to the month: clear it.
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(input).toHaveValue('31/MM/2030'));
    expect(value()).toBeNull();
  });

  it('in a form, a day that does not exist is kept as invalid for the schema to refuse', async () => {
    const input = renderInput('fr', { required: true }, '2030-02-01');
    // The required mark is shown, not read: the name stays the label.
    expect(input).toHaveAccessibleName('Day');
    expect(input.labels?.[0]).toHaveTextContent('Day *');
    await userEvent.click(input);
    await userEvent.keyboard('31');
    await waitFor(() => expect(value()).toBe('invalid'));
    await userEvent.keyboard('03');
    await waitFor(() => expect(value()).toBe('2030-03-31'));
  });
});

describe("the picker's own words follow the screen's language", () => {
  /** Opens the calendar from the field's button, whose name is the picker's own words too. */
  const open = async (locale: string, resource: string) => {
    renderInput(locale, {}, '2030-03-01', resource);
    const button = screen.getByRole('button', { name: /date/i });
    const name = button.getAttribute('aria-label');
    await userEvent.click(button);
    return { name, calendar: await screen.findByRole('dialog') };
  };

  it.each([
    ['fr', 'reservations'],
    ['fr', 'journal'],
    ['default', 'reservations'],
  ])('%s on %s: French words and a French month', async (locale, resource) => {
    const { name, calendar } = await open(locale, resource);
    expect(name).toBe('Choisir la date, la date sélectionnée est 1 mars 2030');
    expect(within(calendar).getByText('mars 2030')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
    expect(within(calendar).queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'reservations'],
    ['default', 'transactions'],
  ])('%s on %s: English words and an English month', async (locale, resource) => {
    const { name, calendar } = await open(locale, resource);
    expect(name).toBe('Choose date, selected date is Mar 1, 2030');
    expect(within(calendar).getByText('March 2030')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeInTheDocument();
  });
});
