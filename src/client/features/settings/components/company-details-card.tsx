// The company's details, read-only for every member; admins get a link to change them.
import { Link } from "react-router";
import { Building2, Globe, MapPin, Phone, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../lib/paths";
import type { Me } from "../../../lib/session";
import { useOffices } from "../../../lib/offices";

type Account = NonNullable<Me["account"]>;

function Detail({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="text-slate-400 [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const notSet = <span className="text-slate-400">Not set</span>;

export function CompanyDetailsCard({ account, isAdmin }: { account: Account; isAdmin: boolean }) {
  const offices = useOffices();
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>Company</CardTitle>
          <CardDescription>
            {isAdmin
              ? "What your signature shows about the company."
              : "What your signature shows about the company. Only admins can change it."}
          </CardDescription>
        </div>
        {isAdmin && (
          <Link to={paths.companySettings} className="text-sm font-medium text-brand-700 hover:underline">
            Edit company details
          </Link>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex items-center gap-4">
          <div className="flex h-14 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
            {account.logoUrl ? (
              <img src={account.logoUrl} alt={`${account.name} logo`} className="max-h-12 max-w-24 object-contain" />
            ) : (
              <Building2 className="size-6 text-slate-400" aria-label="No logo" />
            )}
          </div>
          <p className="text-lg font-semibold break-words text-slate-900">{account.name}</p>
        </div>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Detail label="Website" icon={<Globe />}>
            {account.website ? (
              <a href={account.website} target="_blank" rel="noreferrer noopener" className="text-brand-700 hover:underline">
                {account.website}
              </a>
            ) : (
              notSet
            )}
          </Detail>
          <Detail label="Employees" icon={<Users />}>
            {account.employeeCount != null ? account.employeeCount.toLocaleString() : notSet}
          </Detail>
        </dl>
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-900">Offices</h3>
          {offices.isPending ? (
            <Spinner className="size-4" label="Loading offices" />
          ) : offices.isError ? (
            <p className="text-sm text-red-600">Offices could not be loaded.</p>
          ) : offices.data.length === 0 ? (
            <p className="text-sm text-slate-500">No offices yet.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {offices.data.map((office) => (
                <li key={office.id} className="rounded-lg border border-slate-200 p-4 text-sm">
                  <p className="font-medium text-slate-900">{office.locationName}</p>
                  {office.address && (
                    <p className="mt-1 flex gap-2 text-slate-600">
                      <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      {office.address}
                    </p>
                  )}
                  {office.phoneNumber && (
                    <p className="mt-1 flex gap-2 text-slate-600">
                      <Phone className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      {office.phoneNumber}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
