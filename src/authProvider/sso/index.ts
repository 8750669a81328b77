/** Single sign-on: the plugin interface, the 39-route registry and the sign-out table. */
export * from './types';
export * from './registry';
export * from './logoutTargets';
