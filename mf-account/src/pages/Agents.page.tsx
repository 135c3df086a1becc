// /agents: people who list properties, verified agents first (agent-list).
import { PeopleListPage } from '../components/people/PeopleListPage.tsx';

/** The agents page. */
export function AgentsPage() {
  return <PeopleListPage kind="agent" />;
}
