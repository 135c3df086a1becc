import agentList from './agent-list.route.ts';
import agentProperties from './agent-properties.route.ts';
import builderList from './builder-list.route.ts';
import builderProject from './builder-project.route.ts';

/** Agents and builders, with their listings (routes.ts composes it). */
export const peopleRoutes = [agentList, builderList, agentProperties, builderProject] as const;
