// /campaigns: Marketing Campaigns (admin-level). The list with status chips
// computed from the data, or the editor (?new=1 or ?edit=<id>) so Back returns to the list.
import { useSearchParams } from "react-router";
import { Plus } from "lucide-react";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { LoadingState } from "../../components/ui/spinner";
import { Alert } from "../../components/ui/alert";
import { useCampaigns } from "./api/campaigns-api";
import { useDepartments } from "../../lib/departments";
import { CampaignList } from "./components/campaign-list";
import { CampaignEditor } from "./components/campaign-editor";
import { useSession } from "../../lib/session";

export function Component() {
  const [params, setParams] = useSearchParams();
  const campaigns = useCampaigns();
  const { me } = useSession();
  const departments = useDepartments();
  const editId = params.get("edit");
  const isNew = params.get("new") === "1";
  const close = () => setParams({}, { replace: false });

  if (campaigns.isPending || departments.isPending) {
    return (
      <div>
        <PageHeader title="Marketing Campaigns" />
        <LoadingState text="Loading campaigns..." />
      </div>
    );
  }
  if (campaigns.isError || departments.isError) {
    return (
      <div>
        <PageHeader title="Marketing Campaigns" />
        <Alert tone="error" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>Campaigns could not be loaded. {(campaigns.error ?? departments.error)?.message}</span>
          <Button variant="secondary" size="sm" onClick={() => void Promise.all([campaigns.refetch(), departments.refetch()])}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  if (isNew || editId) {
    const campaign = editId ? (campaigns.data.find((c) => c.id === editId) ?? null) : null;
    if (editId && !campaign) {
      return (
        <div>
          <PageHeader title="Marketing Campaigns" />
          <Alert tone="warning" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>This campaign no longer exists.</span>
            <Button variant="secondary" size="sm" onClick={close}>
              Back to campaigns
            </Button>
          </Alert>
        </div>
      );
    }
    return (
      <CampaignEditor
        key={editId ?? "new"}
        campaign={campaign}
        departments={departments.data}
        timeZone={me?.account?.timeZone ?? campaign?.timeZone ?? "UTC"}
        onClose={close}
      />
    );
  }
  return (
    <div>
      <PageHeader
        title="Marketing Campaigns"
        description="Banners and links in every email your team sends. Schedule them, target departments, and see what gets clicked."
        actions={
          campaigns.data.length > 0 ? (
            <Button onClick={() => setParams({ new: "1" })}>
              <Plus aria-hidden="true" /> New campaign
            </Button>
          ) : undefined
        }
      />
      <CampaignList
        campaigns={campaigns.data}
        departments={departments.data}
        onNew={() => setParams({ new: "1" })}
        onEdit={(id) => setParams({ edit: id })}
      />
    </div>
  );
}
