import type { app as enApp, common as en } from '../en/common';
import { validation } from './validation';

export const app: typeof enApp = { title: 'Back-office billetterie', language: 'Langue' };

export const common: typeof en = {
  app: { ...app, retry: 'Réessayer' },
  menu: {
    events: 'Événements',
    tickets: 'Billets',
    security: 'Sécurité',
    statistics: 'Statistiques',
    logout: 'Déconnexion',
    liveEvent: {
      nowLive: 'En direct',
      viewDetails: 'Voir les détails',
      error: "Impossible de charger l'événement en cours",
    },
  },
  login: {
    title: 'Connectez-vous à votre back-office',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion...',
    forgot: 'Mot de passe oublié ?',
  },
  forgotPassword: {
    title: 'Mot de passe oublié ?',
    intro:
      "Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    email: 'E-mail',
    submit: 'Envoyer le lien',
    submitting: 'Envoi...',
    back: 'Retour à la connexion',
    failed: "La demande n'a pas pu être envoyée, veuillez réessayer",
    byAdministrator:
      'Les mots de passe sont réinitialisés par votre administrateur : demandez-lui de définir un nouveau mot de passe pour votre compte.',
  },
  resetPassword: {
    title: 'Choisissez un nouveau mot de passe',
    password: 'Nouveau mot de passe',
    confirm: 'Confirmez le mot de passe',
    hint: 'Minimum 6 caractères',
    submit: 'Mettre à jour',
    submitting: 'Mise à jour...',
    failed: "Le mot de passe n'a pas pu être mis à jour",
    signIn: 'Se connecter',
  },
  validation,
};
