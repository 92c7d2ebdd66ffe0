/**
 * A real OpenID Connect provider on localhost standing in for Google in the browser tests: it
 * publishes discovery and keys, signs ID tokens, and redirects straight back from /authorize
 * (the person is "already signed in at Google"). Started by playwright.config.ts.
 */
import { OAuth2Server } from 'oauth2-mock-server';

export const OIDC_PORT = Number(process.env.OIDC_PORT ?? 3101);
export const GOOGLE_TEST_USER = {
  sub: 'google-test-user-1',
  email: 'meera.google@example.in',
  name: 'Meera Pillai',
  given_name: 'Meera',
  family_name: 'Pillai',
};

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, GOOGLE_TEST_USER, { email_verified: true });
});
server.service.on('beforeUserinfo', (userInfoResponse) => {
  userInfoResponse.body = { ...GOOGLE_TEST_USER, email_verified: true };
});
await server.start(OIDC_PORT, '127.0.0.1');
// The API discovers the provider at localhost; the issuer in its tokens must say the same.
server.issuer.url = `http://localhost:${OIDC_PORT}`;
console.log(`OpenID Connect test provider at ${server.issuer.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
