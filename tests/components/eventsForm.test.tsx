import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { renderDashboard, sampleEvent } from './eventsHarness';
import { EventCreate } from '../../src/resources/events/EventCreate';
import { EventEdit } from '../../src/resources/events/EventEdit';

const createRoutes: Array<[string, ReactElement]> = [['/dashboard/events/create', <EventCreate key="c" />]];
const editRoutes: Array<[string, ReactElement]> = [
  ['/dashboard/events/:id/edit', <EventEdit key="e" />],
  ['/dashboard/events/:id', <p key="d">detail page</p>],
];

const removeButtons = () => screen.getAllByRole('button', { name: 'Remove tier' });

describe('event form (SPEC §5)', () => {
  it('starts with the defaults: music, #3B82F6, one tier General / 0 / 100', async () => {
    renderDashboard('/dashboard/events/create', createRoutes);
    expect(await screen.findByLabelText(/Event Name/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Music');
    expect((screen.getByLabelText(/Color/) as HTMLInputElement).value.toLowerCase()).toBe('#3b82f6');
    expect(screen.getByLabelText(/Tier Name/)).toHaveValue('General');
    expect(screen.getByLabelText(/Price \(USD\)/)).toHaveValue(0);
    expect(screen.getByLabelText(/Total Tickets/)).toHaveValue(100);
    expect(screen.getByLabelText(/Image URL/)).not.toBeRequired();
    expect(screen.getByLabelText(/Video URL/)).not.toBeRequired();
  });

  it('cannot remove the last tier; tiers can be added and removed', async () => {
    renderDashboard('/dashboard/events/create', createRoutes);
    await screen.findByLabelText(/Event Name/);
    expect(removeButtons()).toHaveLength(1);
    expect(removeButtons()[0]).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add Tier' }));
    expect(removeButtons()).toHaveLength(2);
    expect(removeButtons()[0]).toBeEnabled();
    await userEvent.click(removeButtons()[1]);
    expect(removeButtons()).toHaveLength(1);
    expect(removeButtons()[0]).toBeDisabled();
  });

  it('shows the validation messages and sends nothing', async () => {
    let posted = false;
    server.use(
      http.post(`${API}/api/events`, () => {
        posted = true;
        return HttpResponse.json({ data: sampleEvent }, { status: 201 });
      }),
    );
    renderDashboard('/dashboard/events/create', createRoutes);
    const price = await screen.findByLabelText(/Price \(USD\)/);
    fireEvent.change(price, { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText(/Total Tickets/), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/Latitude/), { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText(/Image URL/), { target: { value: 'not a url' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Event' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Must not be negative')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number within the allowed range')).toBeInTheDocument();
    expect(screen.getByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL (http:// or https://)')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '1.234' } });
    fireEvent.change(screen.getByLabelText(/Total Tickets/), { target: { value: '2.5' } });
    expect(await screen.findByText('At most 2 decimals')).toBeInTheDocument();
    expect(await screen.findByText('Enter a whole number within the allowed range')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('shows a field error when the user leaves it, and clears it as soon as it is fixed', async () => {
    renderDashboard('/dashboard/events/create', createRoutes);
    const name = await screen.findByLabelText(/Event Name/);
    await userEvent.click(name);
    await userEvent.tab();
    const nameField = name.closest('.MuiFormControl-root') as HTMLElement;
    await waitFor(() => expect(nameField).toHaveTextContent('Required'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'G');
    await waitFor(() => expect(nameField).not.toHaveTextContent('Required'));
    expect(name).toHaveAttribute('aria-invalid', 'false');

    const image = screen.getByLabelText(/Image URL/);
    await userEvent.type(image, 'not a url');
    await userEvent.tab();
    expect(await screen.findByText('Must be a valid URL (http:// or https://)')).toBeInTheDocument();
    await userEvent.clear(image);
    await userEvent.type(image, 'https://example.com/a.png');
    await waitFor(() => expect(screen.queryByText('Must be a valid URL (http:// or https://)')).toBeNull());
  });

  it("says 'Event created' (not react-admin's 'Element created') and in French 'Événement créé'", async () => {
    server.use(
      http.post(`${API}/api/events`, () => HttpResponse.json({ data: sampleEvent }, { status: 201 })),
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
    );
    const { en } = await import('../../src/i18n/en');
    expect(en.resources.events.notifications.created).toBe('Event created');
    renderDashboard('/dashboard/events/e1/edit', [
      ['/dashboard/events/:id/edit', <EventEdit key="e" />],
      ['/dashboard/events/:id', <p key="d">detail page</p>],
    ]);
    const name = await screen.findByLabelText(/Event Name/);
    await waitFor(() => expect(name).toHaveValue('Sahara Nights'));
    server.use(http.put(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })));
    await userEvent.type(name, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(screen.queryByText(/Element/)).toBeNull();
    const { fr } = await import('../../src/i18n/fr');
    expect(fr.resources.events.notifications).toMatchObject({
      created: 'Événement créé',
      updated: 'Événement mis à jour',
    });
  });

  it('shows a server validation message under the field it names', async () => {
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.put(`${API}/api/events/e1`, () =>
        HttpResponse.json(
          {
            message: 'location.name: This text is too long',
            errors: { 'location.name': 'validation.tooLong' },
          },
          { status: 400 },
        ),
      ),
    );
    renderDashboard('/dashboard/events/e1/edit', editRoutes);
    const name = await screen.findByLabelText(/Event Name/);
    await waitFor(() => expect(name).toHaveValue('Sahara Nights'));
    await userEvent.type(name, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Event' }));
    const venue = screen.getByLabelText(/Venue Name/).closest('.MuiFormControl-root') as HTMLElement;
    await waitFor(() => expect(venue).toHaveTextContent('This text is too long'));
  });

  it("edits an event, keeps tier ids, and shows the server's message on failure", async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.put(`${API}/api/events/e1`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { message: "The price tier 'VIP' cannot have fewer tickets than the 1 already sold" },
          { status: 400 },
        );
      }),
    );
    renderDashboard('/dashboard/events/e1/edit', editRoutes);
    const name = await screen.findByLabelText(/Event Name/);
    await waitFor(() => expect(name).toHaveValue('Sahara Nights'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Sahara Nights 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save Event' }));
    expect(
      await screen.findByText("The price tier 'VIP' cannot have fewer tickets than the 1 already sold"),
    ).toBeInTheDocument();
    expect(body).toMatchObject({
      name: 'Sahara Nights 2',
      startDate: '2030-05-01',
      startTime: '20:00',
      priceTiers: [{ _id: 't1', name: 'General', price: 25.5 }, { _id: 't2' }],
    });
  });

  it("shows 'Failed to save event' when the server gives no message", async () => {
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.put(`${API}/api/events/e1`, () => new HttpResponse(null, { status: 500 })),
    );
    renderDashboard('/dashboard/events/e1/edit', editRoutes);
    const name = await screen.findByLabelText(/Event Name/);
    await waitFor(() => expect(name).toHaveValue('Sahara Nights'));
    await userEvent.type(name, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByText('Failed to save event')).toBeInTheDocument();
  });

  it('refuses an end before the start', async () => {
    server.use(
      http.get(`${API}/api/events/e1`, () =>
        HttpResponse.json({ data: { ...sampleEvent, endDate: '2030-05-01', endTime: '19:00' } }),
      ),
    );
    renderDashboard('/dashboard/events/e1/edit', editRoutes);
    const name = await screen.findByLabelText(/Event Name/);
    await waitFor(() => expect(name).toHaveValue('Sahara Nights'));
    await userEvent.type(name, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Event' }));
    expect((await screen.findAllByText('The end must not be before the start')).length).toBeGreaterThan(0);
  });
});
