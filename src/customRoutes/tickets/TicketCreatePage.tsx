import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router-dom';

import { useDataProvider, useGetOne, useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider';
import type { EventRecord } from '../../dataProvider/events';
import type { TicketRecord } from '../../dataProvider/tickets';
import { errorMessage } from '../../api/httpClient';
import { formatUSD } from '../../lib/money';
import { PageTitle } from '../../layout/PageTitle';

interface Draft {
  tier: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}
const EMPTY: Draft = { tier: '', firstName: '', lastName: '', phoneNumber: '' };

function validate(d: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!d.tier) errors.tier = 'ra.validation.required';
  if (!d.firstName.trim()) errors.firstName = 'ra.validation.required';
  if (!d.lastName.trim()) errors.lastName = 'ra.validation.required';
  if (!d.phoneNumber.trim()) errors.phoneNumber = 'ra.validation.required';
  else if (!/^\+?[0-9 ]{8,20}$/.test(d.phoneNumber.trim()))
    errors.phoneNumber = 'events.ticketCreate.phoneInvalid';
  return errors;
}

/** /dashboard/tickets/event/{id}/create: sell one ticket of a chosen tier to a customer. */
export default function TicketCreatePage() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const {
    data: event,
    isPending,
    error: loadError,
    refetch,
  } = useGetOne<EventRecord>('events', { id }, { retry: false });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<TicketRecord | null>(null);
  const t = (k: string, opts?: object) => translate(`events.ticketCreate.${k}`, opts);

  if (isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="loading" />
      </Box>
    );
  if (loadError || !event) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{translate('events.detail.notFound')}</Alert>
      </Box>
    );
  }
  const tier = draft.tier || event.priceTiers.find((p) => (p.soldTickets ?? 0) < p.totalTickets)?.name || '';
  const current = { ...draft, tier };
  const errors = submitted ? validate(current) : {};
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, tier, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    if (Object.keys(validate(current)).length) return;
    setBusy(true);
    try {
      const ticket = await dataProvider.createTicket(event.id, {
        customerInfo: {
          firstName: current.firstName.trim(),
          lastName: current.lastName.trim(),
          phoneNumber: current.phoneNumber.trim(),
        },
        priceTier: current.tier,
      });
      setCreated(ticket);
      setDraft(EMPTY);
      setSubmitted(false);
      await queryClient.invalidateQueries({ queryKey: ['tickets'] });
      await refetch();
    } catch (err) {
      setError(errorMessage(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <PageTitle title={t('title', { name: event.name })} />
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
      {!event.isActive && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('inactive')}
        </Alert>
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
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <TextField
              select
              label={t('tier')}
              value={current.tier}
              onChange={set('tier')}
              required
              error={!!errors.tier}
              helperText={errors.tier && translate(errors.tier)}
            >
              {event.priceTiers.map((p) => {
                const left = p.totalTickets - (p.soldTickets ?? 0);
                return (
                  <MenuItem key={p.name} value={p.name} disabled={left <= 0}>
                    {p.name} — {formatUSD(p.price)} ({left > 0 ? t('left', { count: left }) : t('soldOut')})
                  </MenuItem>
                );
              })}
            </TextField>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label={t('firstName')}
                value={current.firstName}
                onChange={set('firstName')}
                required
                error={!!errors.firstName}
                helperText={errors.firstName && translate(errors.firstName)}
              />
              <TextField
                label={t('lastName')}
                value={current.lastName}
                onChange={set('lastName')}
                required
                error={!!errors.lastName}
                helperText={errors.lastName && translate(errors.lastName)}
              />
            </Box>
            <TextField
              label={t('phone')}
              value={current.phoneNumber}
              onChange={set('phoneNumber')}
              required
              type="tel"
              error={!!errors.phoneNumber}
              helperText={errors.phoneNumber && translate(errors.phoneNumber)}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? t('submitting') : t('submit')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
