/**
 * Field names of the OAuth 2.0 client-credentials token request and response. They are RFC
 * 6749's (§4.4.2, §5.1), not this API's choice, and the model's token operation uses the same
 * names: the token endpoint reads and writes these, the route-stub emitter finds the model's
 * grant and token types through them, and a test checks the model has exactly these fields.
 */

export const TOKEN_REQUEST_FIELDS = { grantType: 'grant_type', clientId: 'client_id', clientSecret: 'client_secret', scope: 'scope' } as const;

export const TOKEN_RESPONSE_FIELDS = { accessToken: 'access_token', tokenType: 'token_type', expiresIn: 'expires_in', scope: 'scope' } as const;
