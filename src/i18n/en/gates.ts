/** Gates: check-in lists, exits and re-entry (extension checkInLists). */
export const gates = {
  lists: 'Check-in lists',
  listsHelp: 'Gates admit the tiers of their list, in its time window; assign each agent to a list.',
  agentList: 'Check-in list',
  noList: 'No list (every tier)',
  assigned: 'Check-in list saved',
  assignFailed: 'Failed to assign the check-in list',
  stats: {
    title: 'Gates',
    insideNow: 'Inside now: %{count}',
    perList: 'Per list',
    perGate: 'Per gate (agent)',
    noList: 'No list',
    list: 'List',
    gate: 'Gate',
    admitted: 'Admitted',
    exited: 'Exited',
    inside: 'Inside now',
    refused: 'Refused',
    none: 'none',
    failed: 'Unable to load the gates’ figures',
  },
  reasons: {
    wrongList: 'Other list',
    outsideWindow: 'Outside the window',
    noReentry: 'No re-entry',
    notInside: 'Not inside',
    alreadyScanned: 'Already scanned',
    cancelled: 'Cancelled or refunded',
    notFound: 'Unknown ticket',
    rejectedByAgent: 'Refused by the agent',
    other: 'Other',
  },
};

/** The scanner's words for gates (its own catalog's `scanner.gates`). */
export const scannerGates = {
  mode: 'Scan mode',
  entry: 'Entry',
  exit: 'Exit',
  exitBanner: 'EXIT MODE: scans record guests going out',
  entryBanner: 'Entry mode',
  list: 'List: %{name}',
  exited: 'Exited: %{name}',
  reentered: 'Back in: %{name}',
  exitQueued: 'Exit recorded on this phone, sent when the network is back',
};

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
