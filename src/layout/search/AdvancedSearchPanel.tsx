import { cloneElement, type ReactElement } from 'react';
import { Grid, Paper } from '@mui/material';
import { FilterLiveForm, useListContext, useTranslate } from 'ra-core';

/**
 * The filters 'Advanced Search' opens, as a form laid out on a grid rather than wrapped inline:
 * react-admin's FilterLiveForm (each change filters the list), one column on phones, two on
 * tablets, three (or four, when they come in fours) on wide screens.
 */
export function AdvancedSearchPanel({
  inputs,
  sources,
  label,
}: {
  inputs: ReactElement[];
  sources: readonly string[];
  /** i18n key naming the form for assistive technology ('Advanced Search'). */
  label: string;
}) {
  const translate = useTranslate();
  const { displayedFilters } = useListContext();
  if (!sources.some((source) => displayedFilters?.[source]) || inputs.length === 0) return null;
  const wide = inputs.length % 4 === 0 ? 3 : 4;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate(label)}
      sx={{ p: 2, mb: 2 }}
      data-testid="advanced-search"
    >
      <FilterLiveForm>
        <Grid container columnSpacing={2} rowSpacing={1.5}>
          {inputs.map((input) => (
            <Grid key={input.key} size={{ xs: 12, sm: 6, md: 4, lg: wide }}>
              {/* Each input fills its cell (react-admin inputs and the day pickers take `sx`). */}
              {cloneElement(input as ReactElement<Record<string, unknown>>, {
                sx: { width: '100%', m: 0 },
                helperText: false,
                size: 'small',
              })}
            </Grid>
          ))}
        </Grid>
      </FilterLiveForm>
    </Paper>
  );
}
