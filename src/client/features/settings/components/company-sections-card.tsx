// For admins on /settings: every section of /company-settings, in its groups, each a link
// straight to it, so nothing an admin manages hides behind "Edit company details".
import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { COMPANY_SETTINGS_GROUPS, companySettingsTabPath } from "../../../lib/company-settings-sections";

export function CompanySectionsCard() {
  return (
    <Card aria-labelledby="manage-company-title" data-testid="manage-company">
      <CardHeader>
        <CardTitle id="manage-company-title">Manage the company</CardTitle>
        <CardDescription>As an admin you change the company's settings here. Each opens its part of Company Settings.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {COMPANY_SETTINGS_GROUPS.map((group) => (
          <div key={group.label} className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</h3>
            <ul className="flex flex-col gap-1">
              {group.sections.map(({ value, label, icon: Icon, description }) => (
                <li key={value}>
                  <Link
                    to={companySettingsTabPath(value)}
                    className="group -mx-2 flex items-start gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium text-slate-900 group-hover:text-brand-700">{label}</span>
                      <span className="block text-xs text-slate-500">{description}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-300" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
