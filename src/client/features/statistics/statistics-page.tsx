// /statistics (admin-level): adoption, campaigns, impressions and clicks for a
// range of days compared with the period before, a chart per day, tables, and a CSV export
// of what the page shows. Days are the company's calendar days (its time zone), as the
// events are counted.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/alert";
import { LoadingState } from "../../components/ui/spinner";
import { statisticsQuery } from "../../lib/resources/statistics";
import { useSession } from "../../lib/session";
import { addDays } from "../../../shared/statistics/statistics-schema";
import { downloadStatisticsCsv } from "./statistics-csv";
import { FIRST_PRESET, presetRange, todayIn, type Preset } from "./statistics-range";
import { RangePicker } from "./components/range-picker";
import { Figures } from "./components/figures";

function useStatistics(range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    ...statisticsQuery(range),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function Component() {
  const zone = useSession().me?.account?.timeZone ?? "UTC";
  const today = todayIn(zone);
  const [preset, setPreset] = useState<Preset>(FIRST_PRESET);
  const [custom, setCustom] = useState({ from: addDays(today, -13), to: today });
  const range = preset === "custom" ? custom : presetRange(preset, today);
  const validCustom = preset !== "custom" || (custom.from && custom.to && custom.from <= custom.to);
  const stats = useStatistics(range, Boolean(validCustom));

  const header = (
    <PageHeader
      title="Statistics"
      description={`How your signatures and campaigns perform. Days are counted in your company's time zone, ${stats.data?.timeZone ?? zone}.`}
      actions={
        stats.data ? (
          <Button variant="secondary" onClick={() => downloadStatisticsCsv(stats.data)}>
            <Download aria-hidden="true" /> Export CSV
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="-mb-6">{header}</div>
      <RangePicker preset={preset} setPreset={setPreset} custom={custom} setCustom={setCustom} data={stats.data} />
      {!validCustom ? (
        <Alert tone="warning">Choose a start on or before the end.</Alert>
      ) : stats.isPending ? (
        <LoadingState text="Loading statistics..." />
      ) : stats.isError ? (
        <Alert tone="error" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>Statistics could not be loaded. {stats.error.message}</span>
          <Button variant="secondary" size="sm" onClick={() => stats.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Figures data={stats.data} />
      )}
    </div>
  );
}
