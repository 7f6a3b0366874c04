// Generated from spec/ by the API contract toolchain: do not edit.
export {};
