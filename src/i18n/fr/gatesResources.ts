import type { gatesResources as enResources } from '../en/gatesResources';

export const gatesResources: typeof enResources = {
  'checkin-lists': {
    name: 'Liste d’entrée |||| Listes d’entrée',
    title: 'Listes d’entrée - %{name}',
    create: 'Nouvelle liste d’entrée',
    backToAgents: 'Agents de sécurité',
    empty: 'Aucune liste d’entrée : chaque agent admet tous les tarifs.',
    anyTime: 'À toute heure',
    reentryAllowed: 'Retour autorisé',
    noReentry: 'Pas de retour',
    reentryHelp: 'Un invité sorti par un scan de sortie peut revenir.',
    windowHelp: 'Créneau facultatif, à l’heure du lieu (%{zone}).',
    actions: 'Actions',
    fields: {
      name: 'Nom',
      tierIds: 'Tarifs admis',
      startsAt: 'Ouvre à',
      endsAt: 'Ferme à',
      window: 'Créneau',
      allowReentry: 'Retour après sortie',
    },
  },
};
