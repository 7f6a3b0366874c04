/** Where a value sits in the model: `['resources', 'user', 'fields', 'id']`. */
export type ModelPath = readonly (string | number)[];
