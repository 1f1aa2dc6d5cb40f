// One template in the library: a rendered thumbnail (the admin's own details), its name linking to the
// editor, whether it is the default, the departments using it, who last edited it and
// when, whether it changed since the last deployment, and its actions.
import { Link } from "react-router";
import { Copy, Pencil, Star, TextCursorInput, Trash2, Users } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useCompanyDates } from "../../../lib/format-date";
import { paths } from "../../../lib/paths";
import type { TemplateSummary } from "../api/get-templates";
import { TemplateThumbnail } from "./template-thumbnail";

export type TemplateAction = "rename" | "duplicate" | "delete" | "default" | "departments";

type Props = { template: TemplateSummary; busy: boolean; onAction: (action: TemplateAction, template: TemplateSummary) => void };

/** A small icon button named by `label` (also its tooltip). */
function IconAction({
  label,
  danger,
  disabled,
  describedBy,
  onClick,
  children,
}: {
  label: string;
  danger?: boolean;
  disabled?: boolean;
  describedBy?: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={danger ? "size-8 text-red-700 hover:bg-red-50" : "size-8 text-slate-600"}
      aria-label={label}
      title={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true" className="[&_svg]:size-4">
        {children}
      </span>
    </Button>
  );
}

function usedBy(t: TemplateSummary): string {
  if (t.departments.length) return `Used by ${t.departments.map((d) => d.name).join(", ")}`;
  return t.isDefault ? "Used by everyone without a department template" : "Not used by any department";
}

export function TemplateCard({ template: t, busy, onAction }: Props) {
  const { dateTime } = useCompanyDates();
  const editor = paths.templateEditor(t.id);
  const reasonId = `default-delete-${t.id}`;
  return (
    <Card className="flex min-w-0 flex-col" data-testid="template-row" aria-label={t.name} role="article">
      <Link to={editor} tabIndex={-1} className="block p-3 pb-0" aria-hidden="true">
        <TemplateThumbnail html={t.previewHtml} name={t.name} />
      </Link>
      <div className="flex flex-1 flex-col gap-1 px-4 pt-3">
        <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
          <Link to={editor} className="min-w-0 break-words hover:underline focus-visible:underline" data-testid="template-name">
            {t.name}
          </Link>
          {t.isDefault && <Badge tone="brand">Default</Badge>}
          {t.changedSinceDeployment && <Badge tone="warning">Changed since the last deployment</Badge>}
        </h2>
        <p className="text-sm text-slate-600">{usedBy(t)}</p>
        <p className="text-xs text-slate-500">
          Last edited {t.updatedByName ? `by ${t.updatedByName} · ` : ""}
          {dateTime(t.updatedAt)}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-3">
        <Button asChild size="sm">
          <Link to={editor} aria-label={`Edit ${t.name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Link>
        </Button>
        {!t.isDefault && (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onAction("default", t)}>
            <Star aria-hidden="true" /> Set as default
          </Button>
        )}
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onAction("departments", t)}>
          <Users aria-hidden="true" /> Departments
        </Button>
        <div className="ml-auto flex items-center gap-1">
          <IconAction label="Duplicate" disabled={busy} onClick={() => onAction("duplicate", t)}>
            <Copy />
          </IconAction>
          <IconAction label="Rename" disabled={busy} onClick={() => onAction("rename", t)}>
            <TextCursorInput />
          </IconAction>
          <IconAction
            label="Delete"
            danger
            disabled={busy || t.isDefault}
            describedBy={t.isDefault ? reasonId : undefined}
            onClick={() => onAction("delete", t)}
          >
            <Trash2 />
          </IconAction>
        </div>
        {t.isDefault && (
          <p id={reasonId} className="w-full text-xs text-slate-500">
            The default template can't be deleted. Make another template the default first.
          </p>
        )}
      </div>
    </Card>
  );
}
