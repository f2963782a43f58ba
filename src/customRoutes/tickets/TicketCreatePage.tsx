import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router-dom';
import { CreateBase, Form, SaveButton, SelectInput, TextInput, Title } from 'react-admin';
import { useGetOne, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { EventRecord } from '../../dataProvider/events';
import type { TicketRecord } from '../../dataProvider/tickets';
import { errorMessage } from '../../api/httpClient';
import { ticketCreateBody } from '../../contract/events';
import { formatUSD } from '../../lib/money';
import { eventStatus } from '../../lib/eventStatus';
import { TICKET_SALES_ENDED } from '../../contract/closedEvent';

/** The same schema the server validates POST /api/tickets/event/{id} with (messages: translation keys). */
const resolver = zodResolver(ticketCreateBody, undefined, { raw: true });

/** /dashboard/tickets/event/{id}/create: sell one ticket of a chosen tier to a customer. */
export default function TicketCreatePage() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const {
    data: event,
    isPending,
    error: loadError,
  } = useGetOne<EventRecord>('events', { id }, { retry: false });
  const [created, setCreated] = useState<TicketRecord | null>(null);
  const t = (k: string, opts?: object) => translate(`events.ticketCreate.${k}`, opts);

  if (isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  if (loadError || !event) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{translate('events.detail.notFound')}</Alert>
      </Box>
    );
  }
  const ended = eventStatus(event) === 'ended';
  const tiers = event.priceTiers.map((p) => {
    const left = p.totalTickets - (p.soldTickets ?? 0);
    return {
      id: p.name,
      name: `${p.name} — ${formatUSD(p.price)} (${left > 0 ? t('left', { count: left }) : t('soldOut')})`,
      disabled: left <= 0,
    };
  });
  const defaults = {
    priceTier: tiers.find((p) => !p.disabled)?.id ?? '',
    customerInfo: { firstName: '', lastName: '', phoneNumber: '' },
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title={<span>{t('title', { name: event.name })}</span>} />
      <Button
        component={Link}
        to={`/dashboard/events/${event.id}/tickets`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {t('backToTickets')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('title', { name: event.name })}
      </Typography>
      {ended ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('ended')}
        </Alert>
      ) : (
        !event.isActive && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('inactive')}
          </Alert>
        )
      )}
      {created && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              href={`/dashboard/tickets/${encodeURIComponent(created.ticketId)}`}
              target="_blank"
              rel="noopener"
            >
              {t('viewTicket')}
            </Button>
          }
        >
          {t('created', { ticketId: created.ticketId })}
        </Alert>
      )}
      {/* Selling stops at the event's end (the server refuses it too). */}
      {!ended && (
        <Card variant="outlined">
          <CardContent>
            <CreateBase<TicketRecord>
              resource="tickets"
              redirect={false}
              mutationOptions={{
                meta: { eventId: event.id },
                onSuccess: (ticket) => {
                  setCreated(ticket);
                  // The tiers' remaining seats changed: react-admin reloads what the page shows.
                  refresh();
                },
                onError: (error) => {
                  const message = errorMessage(error, 'events.ticketCreate.failed');
                  // The server's closed-sale refusal in the screen's language.
                  notify(message === TICKET_SALES_ENDED ? 'events.ticketCreate.ended' : message, {
                    type: 'error',
                  });
                },
              }}
            >
              {/* A new form after each sale: empty fields for the next customer. */}
              <Form
                key={created?.id ?? 'first'}
                defaultValues={defaults}
                resolver={resolver}
                mode="onTouched"
                reValidateMode="onChange"
                noValidate
              >
                {/* Labels: resources.tickets.fields; `required` adds the asterisk. */}
                <Stack spacing={0}>
                  <SelectInput
                    source="priceTier"
                    // The body names the tier by its name: the label of the ticket's `priceTier.name`.
                    label="resources.tickets.fields.priceTier.name"
                    required
                    choices={tiers}
                    disableValue="disabled"
                  />
                  <Box
                    sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                  >
                    <TextInput source="customerInfo.firstName" required />
                    <TextInput source="customerInfo.lastName" required />
                  </Box>
                  <TextInput source="customerInfo.phoneNumber" required type="tel" />
                  <Box>
                    <SaveButton label={t('submit')} icon={<></>} alwaysEnable />
                  </Box>
                </Stack>
              </Form>
            </CreateBase>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
