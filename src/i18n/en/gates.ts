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
