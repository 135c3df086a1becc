// The operations of the accounts area (docs/decisions/032). Filled in as its routes become operations.
export {};
