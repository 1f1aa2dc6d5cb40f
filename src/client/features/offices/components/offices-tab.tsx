// Offices: list, add, edit, delete. Deleting one that members use says how many first.
import { useState } from "react";
import { Building, MapPin, Pencil, Phone, Plus, Trash2, Users } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ResourceListCard } from "../../../components/ui/resource-list-card";
import { showSuccess } from "../../../components/ui/toaster";
import { useOffices, type Office } from "../../../lib/offices";
import { useDeleteOffice } from "../api/offices";
import { OfficeDialog } from "./office-dialog";
import { ConfirmDialog, useConfirmTarget } from "../../../components/ui/confirm-dialog";

const members = (n: number) => `${n.toLocaleString()} ${n === 1 ? "member" : "members"}`;

export function OfficesTab() {
  const offices = useOffices();
  const [editing, setEditing] = useState<{ office: Office | null } | null>(null);
  const remove = useDeleteOffice();
  const deleting = useConfirmTarget<Office>(remove);

  async function onDelete() {
    const office = deleting.target;
    if (!office) return;
    try {
      await remove.mutateAsync(office.id);
      showSuccess(`${office.locationName} has been deleted.`);
      deleting.close();
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <ResourceListCard
      title="Offices"
      description="Each member picks an office; their signature shows its address and phone."
      items={offices.data}
      isPending={offices.isPending}
      isError={offices.isError}
      loadingText="Loading offices..."
      errorText="The offices could not be loaded."
      action={
        <Button size="sm" onClick={() => setEditing({ office: null })}>
          <Plus aria-hidden="true" /> Add office
        </Button>
      }
      empty={{
        icon: <Building />,
        title: "No offices yet",
        text: "Add your offices so members can show the right address and phone number in their signature.",
      }}
      dialogs={
        <>
          <OfficeDialog open={editing !== null} office={editing?.office ?? null} onOpenChange={(open) => !open && setEditing(null)} />
          <ConfirmDialog
            {...deleting.dialog}
            title={`Delete ${deleting.target?.locationName ?? "the office"}?`}
            description={
              deleting.target && deleting.target.memberCount > 0
                ? `${members(deleting.target.memberCount)} ${deleting.target.memberCount === 1 ? "works" : "work"} here. Their profiles will have no office, and their signatures will no longer show this address and phone.`
                : "No member works here. The office is removed from the list."
            }
            confirmLabel="Delete office"
            onConfirm={onDelete}
          />
        </>
      }
    >
      {(list) => (
        <ul className="divide-y divide-slate-100" aria-label="Offices">
          {list.map((office) => (
            <li
              key={office.id}
              className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
              data-testid="office-row"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{office.locationName}</p>
                <div className="mt-1 flex flex-col gap-1 text-sm text-slate-600">
                  {office.address && (
                    <p className="flex gap-2 whitespace-pre-line">
                      <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      {office.address}
                    </p>
                  )}
                  {office.phoneNumber && (
                    <p className="flex gap-2">
                      <Phone className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      {office.phoneNumber}
                    </p>
                  )}
                  <p className="flex gap-2 text-slate-500">
                    <Users className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    {members(office.memberCount)}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing({ office })} aria-label={`Edit ${office.locationName}`}>
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => deleting.ask(office)}
                  aria-label={`Delete ${office.locationName}`}
                >
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ResourceListCard>
  );
}
