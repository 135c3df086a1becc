// /builders: people who list projects, verified builders first (builder-list).
import { PeopleListPage } from '../components/people/PeopleListPage.tsx';

/** The builders page. */
export function BuildersPage() {
  return <PeopleListPage kind="builder" />;
}
