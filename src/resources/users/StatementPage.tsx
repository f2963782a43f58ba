import { Alert, Box, Button, CircularProgress, GlobalStyles, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV, useCreatePath, useDataProvider, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { statementPeriodSchema } from '../../contract/statements';
import { useExtension } from '../../authProvider/useExtension';
import { DayPicker } from '../../layout/DayPickerInput';
import { formatDateFr } from '../../lib/dates';
import { StatementTable } from './StatementTable';
import { statementCsv } from './statementCsv';
import { useStatementPeriod } from './useStatementPeriod';

/** On paper: an A4 sheet, the page's controls left out (the dashboard's frame hides the rest). */
const PRINT = { '@page': { size: 'A4', margin: '12mm' } };

/**
 * /dashboard/users/{id}/statement (a managed user's balance) and /dashboard/users/statement (the
 * business's own): every movement between two days with the balance after it, printable on A4 and
 * exported as CSV. Only where the server offers the `statements` extension.
 */
export default function StatementPage() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`statements.${k}`, o);
  const offered = useExtension('statements');
  const dataProvider = useDataProvider<AppDataProvider>();
  const [period, setPeriod] = useStatementPeriod();
  const usersList = useCreatePath()({ resource: 'users', type: 'list' });
  const checked = statementPeriodSchema.safeParse(period);
  const query = useQuery({
    queryKey: ['statements', id ?? 'own', period.from, period.to],
    queryFn: () => dataProvider.getStatement(id ?? null, period),
    enabled: offered === true && checked.success,
    retry: false,
  });
  if (offered === false) return <Navigate to={usersList} replace />;
  const statement = query.data;
  const title = id ? t('userTitle', { name: statement?.holder.name ?? '' }) : t('ownTitle');
  return (
    <Box sx={{ pt: 2, maxWidth: 1100 }}>
      <GlobalStyles styles={PRINT} />
      <Title title={title} />
      <Stack
        className="no-print"
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <Button component={Link} to={usersList} startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {(['from', 'to'] as const).map((end) => (
          <DayPicker
            key={end}
            id={`statement-${end}`}
            label={t(end)}
            value={period[end]}
            onDay={(day) => setPeriod((p) => ({ ...p, [end]: day }))}
          />
        ))}
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!statement}
        >
          {t('print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!statement}
          onClick={() =>
            statement &&
            downloadCSV(
              statementCsv(statement, translate),
              `statement-${statement.holder.phoneNumber ?? 'business'}-${statement.from}-${statement.to}`,
            )
          }
        >
          {t('export')}
        </Button>
      </Stack>
      <Typography id="statement-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">
        {t('period', { from: formatDateFr(period.from), to: formatDateFr(period.to) })}
        {statement?.holder.phoneNumber ? ` · ${t('phone', { phone: statement.holder.phoneNumber })}` : ''}
      </Typography>
      {!checked.success ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(checked.error.issues[0]?.message ?? 'validation.date')}
        </Alert>
      ) : query.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('loadError')}
        </Alert>
      ) : !statement ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('openUser')} />
        </Box>
      ) : (
        <StatementTable statement={statement} />
      )}
    </Box>
  );
}
