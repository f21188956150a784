/**
 * The file of a request on the server and the web: the request name as the contract spells it, in kebab-case
 * (a capital after a lower-case letter or digit starts a new word), e.g. sendforgotPassword → sendforgot-password.
 */
export function requestFileName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
