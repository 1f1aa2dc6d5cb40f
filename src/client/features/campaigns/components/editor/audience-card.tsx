// Who gets the campaign: departments (none: everyone), and whether it is required.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import type { CampaignForm, CampaignValues, Department } from "./campaign-form";
import { DepartmentBox } from "./department-box";
import { RequiredSwitch } from "./required-switch";

export function AudienceCard({
  form,
  values,
  departments,
}: {
  form: CampaignForm;
  values: Partial<CampaignValues>;
  departments: Department[];
}) {
  const toggleDepartment = (id: string, on: boolean) => {
    const current = new Set(values.departmentIds ?? []);
    if (on) current.add(id);
    else current.delete(id);
    form.setValue("departmentIds", [...current] as never);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audience</CardTitle>
        <CardDescription>Choose no department to show the campaign to everyone.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {departments.length === 0 ? (
          <p className="text-sm text-slate-500">Your company has no departments yet, so the campaign is for everyone.</p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">Departments</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {departments.map((d) => (
                <DepartmentBox
                  key={d.id}
                  name={d.name}
                  checked={(values.departmentIds ?? []).includes(d.id)}
                  onChange={(on) => toggleDepartment(d.id, on)}
                />
              ))}
            </div>
            {form.errorOf("departmentIds") && (
              <p className="mt-1.5 text-xs font-medium text-red-600" role="alert">
                {form.errorOf("departmentIds")}
              </p>
            )}
          </fieldset>
        )}
        <RequiredSwitch checked={Boolean(values.isRequired)} onChange={(on) => form.setValue("isRequired", on as never)} />
      </CardContent>
    </Card>
  );
}
