// A route whose feature lands in a later release says so plainly, with no fake data.
import { Construction } from "lucide-react";
import { PageHeader } from "../../components/layout/page-header";
import { EmptyState } from "../../components/ui/empty-state";

export function PlannedPage({ title, summary, items }: { title: string; summary: string; items: string[] }) {
  return (
    <div>
      <PageHeader title={title} description={summary} />
      <EmptyState icon={<Construction />} title="Coming in the next release">
        <p className="mb-3">This page is not available yet. When it is, it will let you:</p>
        <ul className="list-inside list-disc space-y-1 text-left">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </EmptyState>
    </div>
  );
}
