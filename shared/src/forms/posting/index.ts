// The posting-form kit: what every section's posting form shares — its text parts checked by the wire's post
// schema, the submit, the frame and the SEO fields. Each form keeps only its own fields.
export * from './PostingFormFrame.tsx';
export * from './SeoInputs.tsx';
export * from './schema-errors.ts';
export * from './use-posting-submit.ts';
