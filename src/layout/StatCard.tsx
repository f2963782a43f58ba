import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the figure saying what it counts. */
  hint?: string;
  /** The figure's data-testid. */
  testId: string;
  /** Small counts read large; amounts and percentages take a smaller scale to fit two a row on phones. */
  valueVariant?: 'h4' | 'h5' | 'h6';
  valueSx?: SystemStyleObject<Theme>;
}

/** One figure of a screen's summary row: its label, the figure, and an optional hint. */
export function StatCard({ label, value, hint, testId, valueVariant = 'h5', valueSx }: StatCardProps) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant={valueVariant} sx={{ fontWeight: 700, ...valueSx }} data-testid={testId}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

/** The summary row of stat cards: two a row on phones, `md` (then `lg`) a row on wider screens. */
export function StatCardGrid({
  md,
  lg,
  mb = 3,
  children,
}: {
  md: number;
  lg?: number;
  mb?: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: columns(2), md: columns(md), ...(lg ? { lg: columns(lg) } : {}) },
        gap: 2,
        mb,
      }}
    >
      {children}
    </Box>
  );
}
