// Public surface: one property's card, for other sections (an agent's page in mf-account) through the
// shell's widget slot (`<SectionWidget section="mf_listings" widget="PropertyCard" props={{ property }} />`).
export { PropertyCard as default } from '../components/PropertyCard.tsx';
