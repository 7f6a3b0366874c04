/**
 * A client's `withResponse` methods: the same calls, resolving with the parsed data beside the
 * response (status, headers such as `x-request-id`), in the manner of Stainless's
 * `.withResponse()`. A failed call still rejects with its typed error, which carries the
 * response too (`error.response`).
 */
import type { CallOptions } from "./transport.js";
export interface DataAndResponse<Data> {
	data: Data;
	/** The response of the call's last attempt, its body already read into `data`. */
	response: Response;
}
/** The operation methods of `Client` (those that resolve once), each resolving with its data and response. */
export type ResponseMethods<Client> = { readonly [Name in keyof Client as Client[Name] extends (...args: never[]) => Promise<unknown> ? Name : never]: Client[Name] extends (...args: infer Args) => Promise<infer Data> ? (...args: Args) => Promise<DataAndResponse<Data>> : never };
/** Runs `call` with an options object that also catches the response, then returns both. */
export declare function withResponse<Data>(call: (options: CallOptions) => Promise<Data>, options: CallOptions | undefined): Promise<DataAndResponse<Data>>;
