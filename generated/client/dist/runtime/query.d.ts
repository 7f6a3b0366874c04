/**
 * Query-string serialisation for the generated client: form style (`name=value`) and
 * deepObject style (`filter[status][eq]=draft`, `or[0][budget][gte]=1000`), with the
 * `allowReserved` rule that keeps the literal `+` of date ranges such as `2024-01-01+TO+2024-02-01`.
 */
export interface QueryParamSpec {
	name: string;
	style: "form" | "deepObject";
	allowReserved: boolean;
	/** A date-range parameter: `{from, to}` is joined with this separator (`+TO+`). */
	dateRange?: string;
	/** A sort parameter: `[{field, direction}]` is joined with these separators. */
	sort?: {
		pair: string;
		list: string;
	};
}
export type QueryValue = string | number | boolean | null | undefined | Date | readonly QueryValue[] | {
	readonly [key: string]: QueryValue;
};
/** Serialises `values` in the order of `specs`; unknown keys are ignored, undefined values skipped. */
export declare function serializeQuery(specs: readonly QueryParamSpec[], values: Readonly<Record<string, QueryValue>> | undefined): string;
export interface DateRange {
	from: Date | string;
	to: Date | string;
}
export interface SortKey<Field extends string = string> {
	field: Field;
	direction: "asc" | "desc";
}
