// Company name, website and size: the sign-up company-name rules, http(s) websites (https://
// is added when no scheme is typed), 1 to 1,000,000 employees.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { CompanyDetailsSchema } from "../../../../shared/company/company-schema";
import { useUpdateCompany, type Company } from "../api/company";

const valuesOf = (company: Company) => ({
  name: company.name,
  website: company.website ?? "",
  employeeCount: company.employeeCount != null ? String(company.employeeCount) : "",
});

export function DetailsCard({ company }: { company: Company }) {
  const form = useSchemaForm(CompanyDetailsSchema, valuesOf(company));
  const update = useUpdateCompany();
  const isDirty = form.form.formState.isDirty;

  const onSubmit = form.onSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      form.reset(valuesOf(saved));
      showSuccess("Company details saved. Every signature now shows them.");
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof ApiError ? error.message : "The company details could not be saved.");
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Company details</CardTitle>
        <CardDescription>Shown in every member's signature.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field label="Company name" error={form.errorOf("name")} className="sm:col-span-2">
            <Input autoComplete="organization" required maxLength={100} {...form.bind("name")} />
          </Field>
          <Field label="Website" error={form.errorOf("website")} hint="https:// is added when you leave it out.">
            <Input type="url" inputMode="url" autoComplete="url" placeholder="example.com" {...form.bind("website")} />
          </Field>
          <Field label="Employees" error={form.errorOf("employeeCount")} hint="From 1 to 1,000,000.">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={1_000_000}
              step={1}
              placeholder="e.g. 50"
              {...form.bind("employeeCount")}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            {isDirty && (
              <Button variant="secondary" onClick={() => form.reset(valuesOf(company))} disabled={update.isPending}>
                Discard changes
              </Button>
            )}
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving..." : "Save details"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
