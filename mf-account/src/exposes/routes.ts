// Public surface: the section's routes for the shell.
export { contractVersion, name, routes } from '../routes.tsx';
