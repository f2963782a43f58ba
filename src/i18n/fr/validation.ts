import type {
  commonRules as enCommon,
  rentalValidation as enRental,
  validation as en,
} from '../en/validation';

/** The contract's validation messages in French (same keys as ../en/validation.ts). */
/** The shared field rules' texts, written once (see ../en/validation.ts). */
const commonRules: typeof enCommon = {
  required: 'Obligatoire',
  tooLong: 'Ce texte est trop long',
  number: 'Saisissez un nombre',
  positive: 'Saisissez un montant supérieur à 0',
  notNegative: 'Ne doit pas être négatif',
  tooLarge: 'Ce montant est trop élevé',
  decimals2: 'Au plus 2 décimales',
  decimals3: 'Au plus 3 décimales',
  wholeNumber: 'Saisissez un nombre entier dans la plage autorisée',
  invalid: 'Valeur invalide',
  choice: 'Choisissez une des options',
  date: 'Saisissez une date valide',
  time: 'Saisissez une heure valide',
  tooMany: "Trop d'éléments",
};

export const validation: typeof en = {
  ...commonRules,
  url: 'Doit être une URL valide (http:// ou https://)',
  colour: 'Doit être une couleur comme #3B82F6',
  latitude: 'La latitude doit être comprise entre -90 et 90',
  longitude: 'La longitude doit être comprise entre -180 et 180',
  phone: 'Saisissez un numéro de téléphone d’au moins 8 chiffres',
  phone8: 'Saisissez exactement 8 chiffres',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  checkInListNameTaken: "Une liste d'entrée porte déjà ce nom pour cet événement",
  agentNameTaken: 'Un agent porte déjà ce nom pour cet événement',
  kioskPin: 'Le code PIN compte 4 à 8 chiffres',
  passwordMismatch: 'Les deux mots de passe ne correspondent pas',
  endBeforeStart: 'La fin ne peut pas précéder le début',
  tierRequired: 'Au moins une catégorie de prix est requise',
  selectUser: 'Sélectionnez au moins un utilisateur',
  email: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.tn',
};

/** The rental screens word required and decimals2 their own way. */
export const rentalValidation: typeof enRental = {
  ...commonRules,
  required: 'Champ obligatoire',
  decimals2: 'Nombre positif, 2 décimales au plus',
  email: 'Email invalide',
  returnBeforePickup: 'La date de retour ne peut pas précéder la date de prise en charge',
  futureDate: 'Saisissez une date qui ne soit pas dans le futur',
  seats: 'Entre 1 et 9 places',
  year: 'Année invalide',
  overRemaining: 'Ce montant dépasse le reste à payer de cette réservation',
  overRefundable: 'Ce remboursement dépasse ce qui a été payé et pas encore remboursé',
  overRefundableMethod: 'Ce remboursement dépasse ce qui a été payé par ce moyen et pas encore remboursé',
  beforeReservation: 'Saisissez une date qui ne soit pas antérieure à la réservation',
  plateTaken: 'Une autre voiture de l’agence a déjà cette immatriculation',
};
