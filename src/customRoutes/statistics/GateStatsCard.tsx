import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { useExtension } from '../../authProvider/useExtension';
import { GATE_REFUSAL_REASONS, type GateFigures } from '../../contract/gates';

/** Without live streams, the gates' figures are asked again this often. */
export const GATE_STATS_POLL_MS = 10_000;

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Box sx={{ minWidth: 72 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

function Row({ name, figures, testId }: { name: string; figures: GateFigures; testId: string }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`gates.stats.${k}`);
  const refused = GATE_REFUSAL_REASONS.filter((r) => figures.refused[r])
    .map((r) => `${translate(`gates.reasons.${r}`)}: ${figures.refused[r]}`)
    .join(' · ');
  return (
    <Box sx={{ py: 1.25 }} data-testid={testId} data-name={name}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 0.5 }}>
        <Figure label={t('admitted')} value={figures.admitted} />
        <Figure label={t('exited')} value={figures.exited} />
        <Figure label={t('inside')} value={figures.insideNow} testId="gate-inside" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('refused')}: {refused || t('none')}
      </Typography>
    </Box>
  );
}

/**
 * 'Gates' (extension checkInLists): who is inside now, and per list and per gate (agent) the
 * admissions, exits, inside now and refusals by reason, offline refusals included once synced.
 * Live with the live stream (useLiveStats refreshes it), asked again every 10 s without one.
 */
export function GateStatsCard({ eventId }: { eventId: string }) {
  const offered = useExtension('checkInLists') === true;
  const live = useExtension('liveStreams') === true;
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({
    enabled: offered,
    queryKey: ['events', 'gateStats', eventId],
    queryFn: () => dataProvider.getGateStats(eventId),
    refetchInterval: live ? false : GATE_STATS_POLL_MS,
    retry: false,
  });
  if (!offered) return null;
  const t = (k: string, o?: object) => translate(`gates.stats.${k}`, o);
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="gate-stats">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        {isError && <Typography color="error">{t('failed')}</Typography>}
        {data && (
          <>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 1 }} data-testid="inside-now">
              {t('insideNow', { count: data.insideNow })}
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
              {t('perList')}
            </Typography>
            {data.lists.map((l, i) => (
              <Box key={l.id ?? 'none'}>
                {i > 0 && <Divider />}
                <Row name={l.name ?? t('noList')} figures={l} testId="gate-stats-list" />
              </Box>
            ))}
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
              {t('perGate')}
            </Typography>
            {data.gates.map((g, i) => (
              <Box key={g.id}>
                {i > 0 && <Divider />}
                <Row name={g.name} figures={g} testId="gate-stats-gate" />
              </Box>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
