// /users: the team table with the "Deploy to team" button beside its own actions, and the
// deployment's progress and result under the header once one is started here (or one left
// members to retry), with "Retry failed" (features don't import each other, so the page is
// composed here).
import { TeamPage } from "../../features/members/team-page";
import { DeployButton } from "../../features/deployments/components/deploy-button";
import { LatestDeploymentCard } from "../../features/deployments/components/deployments-panel";

export function Component() {
  return <TeamPage extraActions={<DeployButton />} notice={<LatestDeploymentCard relevantOnly />} />;
}
