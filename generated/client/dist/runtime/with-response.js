/** Runs `call` with an options object that also catches the response, then returns both. */
export async function withResponse(call, options) {
	let response;
	const data = await call({
		...options,
		onResponse: (received) => {
			response = received;
			options?.onResponse?.(received);
		}
	});
	// Every resolved call read a response: the transport hands it over before reading the body.
	return {
		data,
		response
	};
}
