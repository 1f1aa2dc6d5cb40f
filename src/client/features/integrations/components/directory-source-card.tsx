// Which directory is the source of truth for members: each member has at most one managing
// directory, and only the source of truth takes over members another directory manages (when
// an admin moves them from a sync preview) or provisions existing members (SCIM). Below it,
// the fields each directory owns on its members and how many members it manages.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { Table, TBody, Td, Th, THead, Tr } from "../../../components/ui/table";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { directorySourceQuery } from "../../../lib/resources/integrations";
import type { DirectorySource } from "../../../../shared/integrations/integration-schema";
import { useSetDirectorySource } from "../api/integrations";

type Source = DirectorySource["source"];

export function DirectorySourceCard() {
  const query = useQuery(directorySourceQuery());
  const save = useSetDirectorySource();
  const [chosen, setChosen] = useState<Source | undefined>(undefined);
  if (query.isPending) return null;
  if (query.isError) return <Alert tone="error">The source of truth could not be loaded.</Alert>;
  const { source, directories } = query.data;
  const value = chosen === undefined ? source : chosen;
  const nameOf = (provider: Source) => directories.find((d) => d.provider === provider)?.name ?? "None";
  const managing = directories.filter((d) => d.members > 0);

  const onSave = async () => {
    try {
      await save.mutateAsync(value);
      setChosen(undefined);
      showSuccess(value ? `${nameOf(value)} is now the source of truth.` : "No directory is the source of truth now.");
    } catch (error) {
      showError(error instanceof ApiError ? error.message : "The source of truth could not be saved.");
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Source of truth for members</CardTitle>
        <CardDescription>
          Each member is managed by one directory at most. Another directory never takes a member over on its own: its sync preview lists
          such members as conflicts and leaves them alone. Only the source of truth can take them over, when you move them from its sync
          preview.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {managing.length > 1 && (
          <Alert tone="warning">
            Members are managed by {managing.map((d) => d.name).join(" and ")}. Each keeps the members it manages until you move them.
          </Alert>
        )}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <Field label="Source of truth" className="min-w-0 sm:flex-1">
            <Select value={value ?? ""} onChange={(e) => setChosen((e.target.value || null) as Source)}>
              <option value="">None: each member stays with the directory that manages them</option>
              {directories.map((d) => (
                <option key={d.provider} value={d.provider}>
                  {d.name}
                </option>
              ))}
            </Select>
          </Field>
          <Button onClick={onSave} disabled={save.isPending || value === source}>
            {save.isPending ? "Saving..." : "Save source of truth"}
          </Button>
        </div>
        <Table caption="The fields each directory owns">
          <THead>
            <Th>Directory</Th>
            <Th>Fields it owns on its members</Th>
            <Th>Members it manages</Th>
          </THead>
          <TBody>
            {directories.map((d) => (
              <Tr key={d.provider}>
                <Td label="Directory" className="font-medium text-slate-900">
                  {d.name}
                  {d.provider === source && <span className="ml-2 text-xs font-normal text-slate-500">(source of truth)</span>}
                </Td>
                <Td label="Fields it owns">{d.fields.join(", ")}</Td>
                <Td label="Members">{d.members.toLocaleString()}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </CardContent>
    </Card>
  );
}
