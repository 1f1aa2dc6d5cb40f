// /templates: the templates library (cards with their actions; each opens the editor at
// /templates/{id}), the "Deploy to team" button, the deployments' progress and history, and,
// while mailboxes don't update automatically, how many are out of date with "push now".
import { PageHeader } from "../../components/layout/page-header";
import { TemplatesList } from "../../features/templates/components/templates-list";
import { DeployButton } from "../../features/deployments/components/deploy-button";
import { DeploymentsPanel } from "../../features/deployments/components/deployments-panel";
import { MailboxOutOfDateBanner } from "../../features/mailboxes/components/mailbox-updates-card";

export function Component() {
  return (
    <div>
      <PageHeader
        title="Email Templates"
        description="The signatures your team uses, and deploying them to everyone."
        actions={<DeployButton />}
      />
      <div className="flex flex-col gap-6">
        <MailboxOutOfDateBanner />
        <TemplatesList />
        <DeploymentsPanel />
      </div>
    </div>
  );
}
