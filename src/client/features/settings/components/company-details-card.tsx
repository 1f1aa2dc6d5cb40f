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

// For admins a row leads to /company-settings, where it is edited; for members it leads nowhere.
function RowLink({ to, className, children }: { to: string | null; className: string; children: ReactNode }) {
  if (!to) return <div className={className}>{children}</div>;
  return (
    <Link
      to={to}
      className={`${className} -m-2 rounded-lg p-2 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      {children}
      <span className="sr-only"> (edit in company settings)</span>
    </Link>
  );
}

export function CompanyDetailsCard({ account, isAdmin }: { account: Account; isAdmin: boolean }) {
  const offices = useOffices();
  const editTo = isAdmin ? paths.companySettings : null;
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
        <RowLink to={editTo} className="flex items-center gap-4">
          <div className="flex h-14 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
            {account.logoUrl ? (
              <img src={account.logoUrl} alt={`${account.name} logo`} className="max-h-12 max-w-24 object-contain" />
            ) : (
              <Building2 className="size-6 text-slate-400" aria-label="No logo" />
            )}
          </div>
          <p className="text-lg font-semibold break-words text-slate-900">{account.name}</p>
        </RowLink>
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
                <li key={office.id} className="flex">
                  <OfficeRow to={editTo} office={office} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function OfficeRow({
  to,
  office,
}: {
  to: string | null;
  office: { locationName: string; address: string | null; phoneNumber: string | null };
}) {
  const body = (
    <>
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
    </>
  );
  const box = "w-full rounded-lg border border-slate-200 p-4 text-sm";
  if (!to) return <div className={box}>{body}</div>;
  return (
    <Link
      to={to}
      className={`${box} transition-colors hover:border-brand-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      {body}
      <span className="sr-only"> (edit in company settings)</span>
    </Link>
  );
}
