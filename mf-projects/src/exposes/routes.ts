// Public surface: the section's routes for the shell.
export { name, routes } from '../routes.tsx';
