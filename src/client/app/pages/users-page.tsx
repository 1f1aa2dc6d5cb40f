// /users: the team table with the "Deploy to team" button beside its own actions
// (features don't import each other, so the page is composed here).
import { TeamPage } from "../../features/members/team-page";
import { DeployButton } from "../../features/deployments/components/deploy-button";

export function Component() {
  return <TeamPage extraActions={<DeployButton />} />;
}
