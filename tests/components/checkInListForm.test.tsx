import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, offerExtensions, server } from '../setup/msw';
import { renderDashboard, sampleEvent } from './eventsHarness';
import CheckInListCreate from '../../src/resources/checkin-lists/CheckInListCreate';
import CheckInListEdit from '../../src/resources/checkin-lists/CheckInListEdit';
import CheckInListList from '../../src/resources/checkin-lists/CheckInListList';

configure({ asyncUtilTimeout: 5000 });

const eventHandler = () =>
  http.get(`${API}/api/events/${sampleEvent._id}`, () =>
    HttpResponse.json({ success: true, data: sampleEvent }),
  );

const source = encodeURIComponent(JSON.stringify({ eventId: sampleEvent._id }));

describe('check-in list form (extension checkInLists)', { timeout: 120_000 }, () => {
  it('names the event’s tiers, refuses with the contract’s messages, then saves what the organiser chose', async () => {
    offerExtensions('checkInLists');
    const posted: unknown[] = [];
    server.use(
      eventHandler(),
      http.post(`${API}/api/checkin-lists`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return HttpResponse.json({ id: 'l1', ...body }, { status: 201 });
      }),
      http.get(`${API}/api/checkin-lists`, () =>
        HttpResponse.json([], { headers: { 'Content-Range': 'checkin-lists 0-0/0' } }),
      ),
    );
    const user = userEvent.setup();
    renderDashboard(`/dashboard/checkin-lists/create?source=${source}`, [
      ['/dashboard/checkin-lists/create', <CheckInListCreate key="c" />],
      ['/dashboard/checkin-lists', <CheckInListList key="l" />],
    ]);
    const vip = await screen.findByRole('checkbox', { name: 'VIP' });
    expect(screen.getByRole('checkbox', { name: 'General' })).toBeInTheDocument();

    // Nothing filled: the contract's rules, in the screen's words.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('At least one price tier is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'VIP');
    await user.click(vip);
    // An end before the start is refused too.
    const opens = screen.getByLabelText('Opens at');
    const closes = screen.getByLabelText('Closes at');
    await user.type(opens, '2030-05-01T20:00');
    await user.type(closes, '2030-05-01T19:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must not be before the start')).toBeInTheDocument();
    await user.clear(closes);
    await user.click(screen.getByLabelText('Re-entry after exit'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      eventId: sampleEvent._id,
      name: 'VIP',
      tierIds: ['t2'],
      // 20:00 on the venue's clock (Africa/Tunis, UTC+1), whatever the browser's zone.
      startsAt: '2030-05-01T19:00:00.000Z',
      endsAt: null,
      allowReentry: true,
    });
  });

  it('edits a list; the server’s refusal of a name shows under the name', async () => {
    offerExtensions('checkInLists');
    const list = {
      id: 'l1',
      eventId: sampleEvent._id,
      name: 'Main entrance',
      tierIds: ['t1'],
      startsAt: null,
      endsAt: null,
      allowReentry: true,
    };
    server.use(
      eventHandler(),
      http.get(`${API}/api/checkin-lists/l1`, () => HttpResponse.json(list)),
      http.put(`${API}/api/checkin-lists/l1`, () =>
        HttpResponse.json(
          {
            message: 'A check-in list with this name already exists for this event',
            errors: { name: 'validation.checkInListNameTaken' },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderDashboard('/dashboard/checkin-lists/l1', [
      ['/dashboard/checkin-lists/:id', <CheckInListEdit key="e" />],
    ]);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Main entrance'));
    expect(screen.getByRole('checkbox', { name: 'General' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'VIP');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = name.closest('.MuiFormControl-root') as HTMLElement;
    expect(
      await within(field).findByText('A check-in list with this name already exists for this event'),
    ).toBeInTheDocument();
  });
});
