// What the statistics say for the range: the summary, then (once anything was counted) the
// chart per day, the campaigns, the departments and the top members.
import { Link } from "react-router";
import { BarChart3 } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { paths } from "../../../lib/paths";
import { type Statistics } from "../../../../shared/statistics/statistics-schema";
import { DailyChart } from "./daily-chart";
import { Summary } from "./summary";
import { CampaignsCard } from "./campaigns-card";
import { DepartmentsCard } from "./departments-card";
import { TopMembersCard } from "./top-members-card";

export function Figures({ data }: { data: Statistics }) {
  const hasEvents = data.current.impressions + data.current.clicks > 0;
  return (
    <>
      <Summary data={data} />
      {!hasEvents ? (
        <EmptyState
          icon={<BarChart3 aria-hidden="true" />}
          title="No impressions or clicks in this period"
          action={
            <Button asChild variant="secondary">
              <Link to={paths.campaigns}>Go to campaigns</Link>
            </Button>
          }
        >
          Publish a campaign and ask your team to copy their signature from the Email Signature page. Every banner load and click from their
          emails shows up here.
        </EmptyState>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Impressions and clicks per day</CardTitle>
            </CardHeader>
            <CardContent>
              <DailyChart daily={data.daily} />
            </CardContent>
          </Card>

          <CampaignsCard data={data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <DepartmentsCard data={data} />
            <TopMembersCard data={data} />
          </div>
        </>
      )}
    </>
  );
}
