export function apiKeyAuth(header, apiKey) {
	if (!apiKey) throw new TypeError("an API key is required");
	return {
		authorize(_op, headers) {
			headers[header] = apiKey;
		},
		renew: () => false,
		configuredScopes: undefined,
		secrets: () => [apiKey],
		secretHeaders: () => [header]
	};
}
