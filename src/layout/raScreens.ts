/**
 * react-admin's rarely shown screens, in one lazy chunk of their own (LeanAdmin imports this file
 * dynamically; issue 17).
 */
export { AccessDenied, AuthenticationError, Error } from 'ra-ui-materialui';
