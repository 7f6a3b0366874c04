/** `value` in `header` on every call; `secret` is what the logs redact. */
function staticAuth(header, value, secret) {
	return {
		authorize(_op, headers) {
			headers[header] = value;
		},
		renew: () => false,
		configuredScopes: undefined,
		secrets: () => [secret],
		secretHeaders: () => [header]
	};
}
export function apiKeyAuth(header, apiKey) {
	if (!apiKey) throw new TypeError("an API key is required");
	return staticAuth(header, apiKey, apiKey);
}
/** A bearer token issued outside the API (no token operation): `Authorization: Bearer <token>` on every call. */
export function bearerAuth(token) {
	if (!token) throw new TypeError("a bearer token is required");
	return staticAuth("authorization", `Bearer ${token}`, token);
}
