/** The security-agents resource's name and field labels (sort menu, filters, CSV headers). */
export const securityResources = {
  'security-agents': {
    name: 'Security agent |||| Security agents',
    fields: {
      q: 'Search',
      name: 'Agent Name',
      agentId: 'Agent ID',
      status: 'Status',
      isActive: 'Active',
      loginCount: 'Login count',
      lastLogin: 'Last login',
      scanCount: 'Tickets scanned',
      qrCodeData: 'Scanner link',
      password: 'Password',
    },
  },
};
