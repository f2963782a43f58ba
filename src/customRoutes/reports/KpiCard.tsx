import { Card, CardContent, Typography } from '@mui/material';

export function KpiCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h6"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontSize: { xs: '1rem', sm: '1.15rem' } }}
          data-testid={testId}
        >
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
