import { Box, Paper, Typography } from '@mui/material';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'ra-core';

const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** 'How to use Security Agents' and its 5 steps. */
export function HowToUse() {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5, bgcolor: 'rgba(59,130,246,0.06)', borderColor: 'rgba(59,130,246,0.3)' }}
    >
      <Typography
        variant="h6"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, fontSize: 17 }}
      >
        <InfoIcon color="primary" />
        {translate('security.help.title')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {STEPS.map((s) => (
          <Typography component="li" variant="body2" key={s}>
            {translate(`security.help.${s}`)}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
