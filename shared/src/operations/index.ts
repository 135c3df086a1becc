// `@abode/shared/operations`: every operation of the API, one named export each (import what you call: the rest
// is not bundled), and the types and helpers of the contract (docs/decisions/032). The whole table, for the API
// and the OpenAPI document, is `@abode/shared/operations/table`.
export * from './accounts.ts';
export * from './admin.ts';
export * from './answer-fields.ts';
export * from './community.ts';
export * from './contact-forms.ts';
export * from './listings.ts';
export * from './meta.ts';
export * from './operation.ts';
export * from './payments.ts';
export * from './projects.ts';
export * from './services.ts';
