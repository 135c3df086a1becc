// /agent-details/:slug: an agent's profile with their properties and projects (agent-properties).
import { PersonPage } from '../components/people/PersonPage.tsx';

/** The agent details page. */
export function AgentDetailsPage() {
  return <PersonPage kind="agent" />;
}
