export function apiKeyAuth(header, apiKey) {
	if (!apiKey) throw new TypeError("an API key is required");
	return {
		authorize(_op, headers) {
			headers[header] = apiKey;
		},
		renew: () => false,
		secrets: () => [apiKey],
		secretHeaders: () => [header]
	};
}
