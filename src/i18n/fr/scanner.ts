import type { scanner as en } from '../en/scanner';
import { scannerGates } from './gates';

export const scanner: typeof en = {
  accessDenied: 'Accès refusé',
  invalidAccess: "Accès d'agent de sécurité invalide",
  login: {
    title: 'Scanner de sécurité',
    agentId: "ID de l'agent",
    password: 'Mot de passe',
    submit: 'Accéder au scanner',
    submitting: 'Authentification...',
    failed: 'Identifiants invalides',
  },
  header: {
    agent: 'Agent : %{name}',
    agentId: "ID de l'agent : %{agentId}",
    logout: 'Se déconnecter',
  },
  device: {
    logoutTitle: 'Se déconnecter avec des entrées non envoyées ?',
    unsent:
      "%{smart_count} entrée faite sur ce téléphone n'est pas encore envoyée. |||| %{smart_count} entrées faites sur ce téléphone ne sont pas encore envoyées.",
    sendFirst: 'Elle est envoyée avant la déconnexion. |||| Elles sont envoyées avant la déconnexion.',
    keepOffline:
      'Ce téléphone est hors ligne : elle y reste et est envoyée quand %{name} se reconnecte ici. |||| Ce téléphone est hors ligne : elles y restent et sont envoyées quand %{name} se reconnecte ici.',
    cancel: 'Rester connecté',
    confirm: 'Se déconnecter',
    sending: 'Envoi...',
    waitingAtLogin:
      '%{smart_count} entrée faite sur ce téléphone attend son envoi : elle part dès la connexion. |||| %{smart_count} entrées faites sur ce téléphone attendent leur envoi : elles partent dès la connexion.',
    noStorage:
      'Ce navigateur ne peut rien garder sur le téléphone (navigation privée ?) : le scanner ne marchera pas hors ligne et les entrées hors ligne seraient perdues au rechargement. Utilisez une fenêtre normale.',
    loading: 'Téléchargement des billets : %{loaded} / %{total}',
    loadingUnknown: 'Téléchargement des billets...',
    incomplete:
      'Les billets sont encore en téléchargement : cette recherche ne porte que sur %{loaded} sur %{total}.',
    incompleteOnline:
      'Les billets sont encore en téléchargement (%{loaded} sur %{total}) : en attendant, une recherche interroge aussi le serveur.',
    notYetOnDevice:
      'Absent des billets de ce téléphone : sa copie est incomplète (%{loaded} / %{total}). Vérifiez le billet en ligne ou attendez la fin du téléchargement.',
  },
  loading: 'Chargement',
  stats: { total: 'Total des billets', scanned: 'Scannés', unscanned: 'Non scannés' },
  search: 'Rechercher par nom, téléphone ou ID du billet...',
  empty: { none: 'Aucun billet trouvé', noMatch: 'Aucun billet ne correspond à votre recherche' },
  ticket: {
    scanned: 'Scanné',
    notScanned: 'Non scanné',
    scan: 'Scanner le billet',
    noPicture: 'Pas de photo',
    status: { active: 'actif', used: 'utilisé', cancelled: 'annulé', refunded: 'remboursé' },
  },
  modal: {
    title: 'Billet scanné',
    subtitle: 'Vérifiez les informations du client',
    name: 'Nom',
    phone: 'Téléphone',
    ticketId: 'ID du billet',
    tier: 'Catégorie',
    price: 'Prix',
    purchaseDate: "Date d'achat",
    reject: 'Refuser',
    accept: 'Accepter',
    offline: 'Hors ligne : vérifié sur cet appareil, envoyé au retour du réseau',
  },
  mode: { list: 'Liste des billets', camera: 'Scanner avec la caméra' },
  camera: {
    start: 'Ouvrir la caméra',
    stop: 'Fermer la caméra',
    hint: 'Visez le QR code du billet',
    unavailable:
      "La caméra n'est pas disponible sur cet appareil ou n'a pas été autorisée. Saisissez l'ID du billet.",
    insecure: "La caméra exige une adresse sécurisée (https). Saisissez l'ID du billet.",
    manualLabel: 'ID du billet',
    manualSubmit: 'Vérifier le billet',
    checking: 'Vérification de %{ticketId}...',
    admitted: 'Entrée validée : %{name}',
    admittedOffline: 'Entrée validée hors ligne, pas encore envoyée : %{name}',
    refused: 'Entrée refusée : %{name}',
    error: 'Refusé : %{message}',
  },
  sync: {
    online: 'En ligne',
    offline: 'Hors ligne',
    waiting: 'Scans en attente d’envoi : %{count}',
    sending: 'Envoi de %{count} scans...',
    offlineMark: 'Hors ligne, pas encore envoyé',
    conflictsTitle: 'Entrées hors ligne non enregistrées',
    conflict: '%{name} (%{ticketId}) : déjà validé par %{by} à %{time}',
    refused: '%{name} (%{ticketId}) : %{message}',
    dismiss: 'Fermer',
  },
  door: {
    admitted: 'Entrée acceptée',
    tier: 'Catégorie : %{tier}',
    undo: 'Annuler',
    undone: 'Entrée annulée : %{name}',
    undoFailed: 'Annulation impossible pour %{name} : %{message}',
    undoFailedGeneric: 'L’annulation de l’entrée a échoué',
    refusedNamed: 'Refusé : %{name}. %{message}',
    fastMode: 'Entrée rapide : un billet valide est accepté aussitôt',
  },
  enrolled: {
    enrolling: 'Enrôlement de ce téléphone…',
    failed: 'Ce téléphone n’a pas pu être enrôlé : %{message}',
    revoked: 'Ce téléphone a été révoqué par l’organisateur. Sa session est terminée.',
    kiosk: 'Mode kiosque : scan seulement',
    leave: 'Quitter le mode kiosque',
    pinTitle: 'Quitter le mode kiosque',
    pinText: 'Saisissez le code PIN de l’organisateur pour quitter le mode scan.',
    pin: 'Code PIN de l’organisateur',
    unlock: 'Déverrouiller',
    cancel: 'Annuler',
    wrongPin: 'Code PIN incorrect',
    noPin: 'Aucun code PIN kiosque pour cet événement : demandez à l’organisateur',
    unlockFailed: 'Le code PIN n’a pas pu être vérifié (réseau ?). Réessayez.',
  },
  /** Codes de billets signés (extension signedTickets). */
  signed: {
    verified: 'Vérifié par signature',
    modalNote:
      "Vendu après le dernier téléchargement de ce téléphone : sa signature est valide. Vérifiez la pièce d'identité.",
    admittedOffline: 'Entré hors ligne, vérifié par signature : %{name}',
    altered: "Ce code de billet n'est pas valide : il a été modifié ou falsifié",
    revoked: 'Ce code de billet est révoqué : le billet est annulé ou remboursé',
    reissued: 'Ce code de billet a été remplacé : demandez le billet réémis',
    unknownKey:
      "Ce code de billet est signé avec une clé que ce téléphone n'a pas : connectez-le pour la mettre à jour",
  },
  errors: {
    scan: 'Échec du scan du billet',
    process: 'Échec du traitement du billet',
    eventClosed:
      "Cet événement est fermé : le scanner n'admet aucun billet. Demandez à l'organisateur de l'activer.",
  },
  /** Extension checkInLists: entry and exit modes. */
  gates: scannerGates,
};
