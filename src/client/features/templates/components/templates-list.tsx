// The account's templates, read-only: which is the default and which departments use which.
// Creating and editing templates come with the templates work.
import { FileText } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Badge } from "../../../components/ui/badge";
import { Spinner } from "../../../components/ui/spinner";
import { formatDateTime } from "../../../lib/format-date";
import { useTemplates } from "../api/get-templates";

export function TemplatesList() {
  const templates = useTemplates();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Templates</CardTitle>
        <CardDescription>
          A member gets their department's template, else the default. Editing templates here comes with the template editor; for now this
          list is read-only.
        </CardDescription>
      </CardHeader>
      <CardContent className="py-1">
        {templates.isPending ? (
          <div className="py-4">
            <Spinner label="Loading templates" />
          </div>
        ) : templates.isError ? (
          <p className="py-4 text-sm text-red-700">Templates could not be loaded. {templates.error.message}</p>
        ) : templates.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">No templates yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {templates.data.map((t) => (
              <li key={t.id} className="flex items-start gap-3 py-3" data-testid="template-row">
                <FileText className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                    {t.name}
                    {t.isDefault && <Badge tone="brand">Default</Badge>}
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500">
                    {t.departments.length
                      ? `Used by ${t.departments.map((d) => d.name).join(", ")}`
                      : t.isDefault
                        ? "Used by everyone else"
                        : "Not assigned to a department"}
                    {" · "}Changed {formatDateTime(t.updatedAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
