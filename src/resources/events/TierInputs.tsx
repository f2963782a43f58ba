import { useMemo, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useWatch } from 'react-hook-form';
import { NumberInput, TextInput } from 'react-admin';
import { SourceContextProvider, useResourceContext, useTranslate } from 'ra-core';

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

/**
 * Row `index`'s inputs write `priceTiers.<index>.<source>` and take their labels from
 * `resources.<resource>.fields.priceTiers.<source>`, as react-admin's own array inputs do.
 */
function TierRow({ index, children }: { index: number; children: ReactNode }) {
  const resource = useResourceContext();
  const context = useMemo(
    () => ({
      getSource: (source: string) => `priceTiers.${index}.${source}`,
      getLabel: (source: string) => `resources.${resource}.fields.priceTiers.${source}`,
    }),
    [index, resource],
  );
  return <SourceContextProvider value={context}>{children}</SourceContextProvider>;
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
            <TierRow index={index}>
              <Box
                sx={{
                  display: 'grid',
                  gap: { xs: 0, sm: 2 },
                  gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' },
                  alignItems: 'start',
                }}
              >
                <TextInput source="name" required />
                <NumberInput source="price" required step={0.01} min={0} />
                <NumberInput source="totalTickets" required step={1} min={1} />
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
              <TextInput source="description" />
            </TierRow>
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
