// The operations of the services area (docs/decisions/032). Filled in as its routes become operations.
export {};
