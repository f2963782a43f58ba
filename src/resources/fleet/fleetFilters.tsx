import type { ReactElement } from 'react';
import { NumberInput } from 'react-admin';
import { AVAILABILITIES, CATEGORIES } from '../../contract/rental';
import { choiceFilter, textSearchFilter } from '../../layout/listFilters';

/** SPEC §5 fleet filters (applied by the dataProvider): text, availability, category, daily rate range. */
export function fleetFilters(translate: (key: string) => string): ReactElement[] {
  return [
    textSearchFilter(translate('rental.fleet.search'), 360),
    choiceFilter('availability', AVAILABILITIES, 'rental.availability'),
    choiceFilter('category', CATEGORIES, 'rental.category'),
    <NumberInput key="min" source="min" min={0} />,
    <NumberInput key="max" source="max" min={0} />,
  ];
}
