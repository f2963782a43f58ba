/** The check-in-lists resource's name and field labels. */
export const gatesResources = {
  'checkin-lists': {
    name: 'Check-in list |||| Check-in lists',
    title: 'Check-in lists - %{name}',
    create: 'New check-in list',
    backToAgents: 'Security agents',
    empty: 'No check-in lists yet: every agent admits every tier.',
    anyTime: 'Any time',
    reentryAllowed: 'Re-entry allowed',
    noReentry: 'No re-entry',
    reentryHelp: 'A guest who went out through an exit scan may come back in.',
    windowHelp: 'Optional window, on the venue’s clock (%{zone}).',
    actions: 'Actions',
    fields: {
      name: 'Name',
      tierIds: 'Tiers admitted',
      startsAt: 'Opens at',
      endsAt: 'Closes at',
      window: 'Window',
      allowReentry: 'Re-entry after exit',
    },
  },
};
