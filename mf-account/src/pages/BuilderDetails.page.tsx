// /builder-details/:slug: a builder's profile with their projects (builder-project).
import { PersonPage } from '../components/people/PersonPage.tsx';

/** The builder details page. */
export function BuilderDetailsPage() {
  return <PersonPage kind="builder" />;
}
