import type { statements as en } from '../en/statements';

/** Relevés d'un solde et contre-passations de virements (espace entreprise). */
export const statements: typeof en = {
  ownTitle: "Relevé de l'entreprise",
  userTitle: 'Relevé — %{name}',
  openUser: 'Relevé',
  openOwn: 'Mon relevé',
  from: 'Du',
  to: 'Au',
  print: 'Imprimer',
  export: 'Exporter en CSV',
  back: 'Retour aux utilisateurs',
  period: 'Du %{from} au %{to}',
  phone: 'Téléphone : %{phone}',
  opening: "Solde d'ouverture",
  totalIn: 'Entrées',
  totalOut: 'Sorties',
  closing: 'Solde de clôture',
  empty: 'Aucun mouvement sur cette période',
  loadError: 'Échec du chargement du relevé',
  reversal: 'Contre-passation',
  reverse: {
    action: 'Contre-passer',
    title: 'Contre-passer ce virement ?',
    content:
      "Un nouveau virement de %{amount} reprend l'argent de %{name} vers votre solde. Le virement d'origine reste dans l'historique.",
    done: 'Virement contre-passé',
    reversed: 'Contre-passé',
  },
};
