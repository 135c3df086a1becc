// The operations of the payments area (docs/decisions/032). Filled in as its routes become operations.
export {};
