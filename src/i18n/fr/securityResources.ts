import type { securityResources as enResources } from '../en/securityResources';

export const securityResources: typeof enResources = {
  'security-agents': {
    name: 'Agent de sécurité |||| Agents de sécurité',
    fields: {
      q: 'Recherche',
      name: "Nom de l'agent",
      agentId: "ID de l'agent",
      status: 'Statut',
      isActive: 'Actif',
      loginCount: 'Connexions',
      lastLogin: 'Dernière connexion',
      scanCount: 'Billets scannés',
      qrCodeData: 'Lien du scanner',
      password: 'Mot de passe',
    },
  },
};
