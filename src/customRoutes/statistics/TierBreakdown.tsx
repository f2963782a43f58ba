import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { PriceTierStats } from '../../contract/events';
import { formatPercent, percentSold } from '../../lib/eventStats';
import { formatUSD } from '../../lib/money';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** 'Price Tier Breakdown': each tier with its figures, a progress bar and '% sold' to one decimal. */
export function TierBreakdown({ tiers }: { tiers: PriceTierStats[] }) {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`events.stats.${k}`, o);
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('tierBreakdown')}
        </Typography>
        {tiers.map((tier) => {
          const pct = percentSold(tier.soldTickets, tier.totalTickets);
          return (
            <Box key={tier.name} sx={{ mb: 2.5 }} data-testid="tier-breakdown">
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{tier.name}</Typography>
                  {tier.description && (
                    <Typography variant="body2" color="text.secondary">
                      {tier.description}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ textAlign: 'right' }}>
                  <Typography sx={{ fontWeight: 600 }}>{formatUSD(tier.price)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {tier.soldTickets} / {tier.totalTickets}
                  </Typography>
                </Box>
              </Box>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, my: 1 }}>
                <Figure label={t('sold')} value={String(tier.soldTickets)} />
                <Figure label={t('scanned')} value={String(tier.scannedTickets)} />
                <Figure label={t('revenue')} value={formatUSD(tier.revenue)} />
              </Box>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, pct)}
                sx={{ height: 8, borderRadius: 4 }}
                aria-label={`${tier.name} ${formatPercent(pct)}`}
              />
              <Typography variant="caption" color="text.secondary">
                {t('percentSold', { percent: formatPercent(pct) })}
              </Typography>
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}
