// The operations of the listings area (docs/decisions/032). Filled in as its routes become operations.
export {};
