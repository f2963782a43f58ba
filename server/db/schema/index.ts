export * from './users';
export * from './events';
export * from './business';
export * from './rental';
export * from './money';
export * from './listCounts';
export * from './team';
export * from './devices';
