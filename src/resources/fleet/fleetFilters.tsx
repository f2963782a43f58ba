import type { ReactElement } from 'react';
import { NumberInput } from 'react-admin';
import { AVAILABILITIES, CATEGORIES } from '../../contract/rental';
import { choiceFilter, textSearchFilter } from '../../layout/listFilters';

/** SPEC §5 fleet filters (applied by the dataProvider): text, availability, category, daily rate range. */
export function fleetFilters(translate: (key: string) => string): ReactElement[] {
  return [
    textSearchFilter(translate('rental.fleet.search'), 320),
    choiceFilter('availability', 'rental.fleet.availability', AVAILABILITIES, 'rental.availability'),
    choiceFilter('category', 'rental.carForm.category', CATEGORIES, 'rental.category'),
    <NumberInput key="min" source="min" label="rental.fleet.minRate" min={0} />,
    <NumberInput key="max" source="max" label="rental.fleet.maxRate" min={0} />,
  ];
}
