// The operations of the community area (docs/decisions/032). Filled in as its routes become operations.
export {};
