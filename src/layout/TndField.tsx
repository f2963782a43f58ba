import { NumberField } from 'react-admin';

/** A record's amount in TND as the money lists show it: fr-FR, with its three decimals (millimes). */
export function TndField({ source }: { source: string }) {
  return (
    <NumberField
      source={source}
      locales="fr-FR"
      options={{ style: 'currency', currency: 'TND', minimumFractionDigits: 3 }}
    />
  );
}
