import { AgentHomePage } from '../features/agent/agent-home-page';

/** /m/agent and /m/agent/home */
export function AgentRoute() {
  return <AgentHomePage />;
}
