// Public surface: the latest properties, for the shell's home page.
export { PropertyShowcase as default } from '../components/PropertyShowcase.tsx';
