import type { gates as en, scannerGates as enScanner } from '../en/gates';

/** Entrées : listes d’entrée, sorties et retours (extension checkInLists). */
export const gates: typeof en = {
  lists: 'Listes d’entrée',
  listsHelp:
    'Chaque porte admet les tarifs de sa liste, dans son créneau ; affectez chaque agent à une liste.',
  agentList: 'Liste d’entrée',
  noList: 'Aucune liste (tous les tarifs)',
  assigned: 'Liste d’entrée enregistrée',
  assignFailed: 'Échec de l’affectation de la liste d’entrée',
  stats: {
    title: 'Portes',
    insideNow: 'Présents : %{count}',
    perList: 'Par liste',
    perGate: 'Par porte (agent)',
    noList: 'Sans liste',
    list: 'Liste',
    gate: 'Porte',
    admitted: 'Entrées',
    exited: 'Sorties',
    inside: 'Présents',
    refused: 'Refus',
    none: 'aucun',
    failed: 'Impossible de charger les chiffres des portes',
  },
  reasons: {
    wrongList: 'Autre liste',
    outsideWindow: 'Hors créneau',
    noReentry: 'Pas de retour',
    notInside: 'Pas à l’intérieur',
    alreadyScanned: 'Déjà scanné',
    cancelled: 'Annulé ou remboursé',
    notFound: 'Billet inconnu',
    rejectedByAgent: 'Refusé par l’agent',
    other: 'Autre',
  },
};

export const scannerGates: typeof enScanner = {
  mode: 'Mode de scan',
  entry: 'Entrée',
  exit: 'Sortie',
  exitBanner: 'MODE SORTIE : les scans enregistrent les sorties',
  entryBanner: 'Mode entrée',
  list: 'Liste : %{name}',
  exited: 'Sorti : %{name}',
  reentered: 'De retour : %{name}',
  exitQueued: 'Sortie enregistrée sur ce téléphone, envoyée au retour du réseau',
};
