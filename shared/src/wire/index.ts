/**
 * The wire contract of the Abode API: zod schemas of request inputs and response items, shared by the
 * API (validation at the boundary) and the client (forms and response parsing).
 */
export * from './category.ts';
export * from './chat.ts';
export * from './chat-media.ts';
export * from './common.ts';
export * from './content.ts';
export * from './customer.ts';
export * from './engagement.ts';
export * from './error-codes.ts';
export * from './events.ts';
export * from './language.ts';
export * from './links.ts';
export * from './notification.ts';
export * from './otp.ts';
export * from './package.ts';
export * from './payment.ts';
export * from './people.ts';
/** The light phone check the browser can afford (the contact form's); the server's exact one is `normalisePhone`. */
export { plausiblePhone } from './phone-shape.ts';
export * from './profile.ts';
export * from './project.ts';
export * from './project-write.ts';
export * from './property.ts';
export * from './property-search.ts';
export * from './property-write.ts';
export * from './push.ts';
export * from './service.ts';
export * from './settings.ts';
export * from './signin.ts';
export * from './social.ts';
export * from './venture.ts';
export * from './verification.ts';
