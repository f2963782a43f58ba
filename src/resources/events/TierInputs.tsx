import { Box, Button, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useWatch } from 'react-hook-form';
import { NumberInput, TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';

export const NEW_TIER = { name: '', price: 0, totalTickets: 100, description: '' };

function SoldNote({ index }: { index: number }) {
  const translate = useTranslate();
  const sold = useWatch({ name: `priceTiers.${index}.soldTickets` }) as number | undefined;
  return sold ? (
    <Typography variant="caption" color="text.secondary">
      {translate('events.form.tierSold', { sold })}
    </Typography>
  ) : null;
}

/** Price tiers: add and remove, but the last tier cannot be removed (SPEC §5). */
export function TierInputs() {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'priceTiers', keyName: 'key' });
  const lastOne = fields.length <= 1;
  return (
    <Box sx={{ width: '100%' }}>
      {fields.map((field, index) => (
        <Card key={field.key} variant="outlined" sx={{ mb: 2 }} data-testid="tier-row">
          <CardContent sx={{ pb: '12px !important' }}>
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 0, sm: 2 },
                gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <TextInput
                source={`priceTiers.${index}.name`}
                label={`${translate('events.form.tierName')} *`}
              />
              <NumberInput
                source={`priceTiers.${index}.price`}
                label={`${translate('events.form.tierPrice')} *`}
                step={0.01}
                min={0}
              />
              <NumberInput
                source={`priceTiers.${index}.totalTickets`}
                label={`${translate('events.form.tierTotal')} *`}
                step={1}
                min={1}
              />
              <Tooltip
                title={lastOne ? translate('events.form.lastTier') : translate('events.form.removeTier')}
              >
                <span>
                  <IconButton
                    aria-label={translate('events.form.removeTier')}
                    disabled={lastOne}
                    onClick={() => remove(index)}
                    sx={{ mt: 1 }}
                    color="error"
                  >
                    <DeleteIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
            <TextInput
              source={`priceTiers.${index}.description`}
              label={translate('events.form.tierDescription')}
            />
            <SoldNote index={index} />
          </CardContent>
        </Card>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append({ ...NEW_TIER })} variant="outlined">
        {translate('events.form.addTier')}
      </Button>
    </Box>
  );
}
