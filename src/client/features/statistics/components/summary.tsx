// The summary: members, adoption and campaigns now; impressions and clicks against the period
// before; and what the counts leave out.
import { COUNTED_PER_VISITOR_DAY, type Statistics } from "../../../../shared/statistics/statistics-schema";
import { plural } from "../../../../shared/text/plural";
import { number, percent, pct } from "./figures-format";
import { Delta, Tile, adoptionHint } from "./summary-tiles";

export function Summary({ data }: { data: Statistics }) {
  const { current, previous } = data;
  const ctr = percent(current.clicks, current.impressions);
  const ctrBefore = percent(previous.clicks, previous.impressions);
  return (
    <>
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Tile label="Members" value={number.format(data.members)} hint="In your company" />
        <Tile label="With a signature" value={number.format(data.membersWithSignature)} hint="Have opened their signature page" />
        <Tile label="Adoption" value={pct(percent(data.membersAdopted, data.members))} hint={adoptionHint(data)} />
        <Tile label="Live campaigns" value={number.format(data.liveCampaigns)} hint="In signatures now" />
        <Tile
          label="Impressions"
          value={number.format(current.impressions)}
          delta={<Delta now={current.impressions} before={previous.impressions} />}
        />
        <Tile label="Clicks" value={number.format(current.clicks)} delta={<Delta now={current.clicks} before={previous.clicks} />} />
        <Tile
          label="Unique clicks"
          value={number.format(current.uniqueClicks)}
          delta={<Delta now={current.uniqueClicks} before={previous.uniqueClicks} />}
        />
        <Tile label="Click-through rate" value={pct(ctr)} delta={<Delta now={ctr} before={ctrBefore} />} />
        <Tile
          label="Sent with a signature"
          value={number.format(data.signedMessages.current)}
          delta={
            data.signedMessages.current + data.signedMessages.previous > 0 ? (
              <Delta now={data.signedMessages.current} before={data.signedMessages.previous} />
            ) : undefined
          }
          hint="Emails the mail relay signed"
        />
      </section>
      <p className="-mt-2 text-xs text-slate-500">
        Impressions are banner image loads, a lower bound: many mail clients block images, Gmail caches them, and Apple Mail loads them
        before anyone reads the email. Bots, link scanners and prefetches are not counted.
      </p>
      <p className="-mt-4 text-xs text-slate-500">
        <span className="font-medium text-slate-700 tabular-nums">{plural(current.discardedRepeats, "repeat")} discarded</span>: one network
        (an office or a home) counts at most {COUNTED_PER_VISITOR_DAY.click} clicks and {COUNTED_PER_VISITOR_DAY.impression} impressions per
        campaign a day, and once as a unique click.
      </p>
    </>
  );
}
