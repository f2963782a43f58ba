import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { Form, type I18nProvider } from 'ra-core';
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

function renderInput(locale: string, props: Partial<DayPickerInputProps>, day: string | null = null) {
  render(
    <AdminContext i18nProvider={i18n(locale)}>
      <Form defaultValues={{ day }}>
        <DayPickerInput source="day" label="Day" {...props} />
        <Value />
      </Form>
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
  it('is French in the default (mixed) locale, and shows an ISO date-time as its day', () => {
    expect(renderInput('default', {}, '2030-03-01T10:00:00.000Z')).toHaveValue('01/03/2030');
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
