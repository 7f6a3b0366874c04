import * as runtime from "./runtime/errors.js";
export * from "./runtime/errors.js";
export { DecodeError } from "./runtime/decode.js";
/** 422 `approver_selection_required`: The project needs approvers chosen before it can be submitted. The array lists each step's eligible approvers; re-submit with `approvers` populated. */
export declare class ApproverSelectionRequiredError<Choice = unknown> extends runtime.ValidationError {
	override readonly name: string;
	/** Each approval step's eligible approvers. The body's `approver_selection`. */
	readonly approverSelection: readonly Choice[];
	private readonly resendWith;
	constructor(init: runtime.ResumableErrorInit);
	/** Sends the same request again with `approvers` set to `chosen` (picked from `approverSelection`). */
	resubmit(chosen: readonly unknown[]): Promise<unknown>;
	override toJSON(): Record<string, unknown>;
}
