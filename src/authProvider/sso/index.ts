/** Single sign-on (issue 16): the route table, the protocol plugins, the runner and sign-out per school. */
export * from './types';
export * from './registry';
export * from './plugins';
export * from './runner';
export * from './signOut';
export * from './address';
