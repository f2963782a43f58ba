import type { ReactElement } from 'react';
import { NumberInput, SearchInput, SelectInput } from 'react-admin';
import { AVAILABILITIES, CATEGORIES } from '../../contract/rental';

const choices = (values: readonly string[], ns: string) =>
  values.map((id) => ({ id, name: `rental.${ns}.${id}` }));

/** SPEC §5 fleet filters (applied by the dataProvider): text, availability, category, daily rate range. */
export function fleetFilters(translate: (key: string) => string): ReactElement[] {
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('rental.fleet.search')}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />,
    <SelectInput
      key="availability"
      source="availability"
      label="rental.fleet.availability"
      choices={choices(AVAILABILITIES, 'availability')}
    />,
    <SelectInput
      key="category"
      source="category"
      label="rental.carForm.category"
      choices={choices(CATEGORIES, 'category')}
    />,
    <NumberInput key="min" source="min" label="rental.fleet.minRate" min={0} />,
    <NumberInput key="max" source="max" label="rental.fleet.maxRate" min={0} />,
  ];
}
