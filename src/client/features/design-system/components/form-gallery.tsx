import { useState } from "react";
import { Island } from "../../../components/layout/island";
import { Field } from "../../../components/ui/field";
import { Input, Select, Textarea } from "../../../components/ui/input";
import { Switch } from "../../../components/ui/switch";
import { Specimen } from "./ds-section";

export function SwitchSpecimen() {
  const [enabled, setEnabled] = useState(true);
  return (
    <Specimen title="Switch" source="components/ui/switch.tsx" className="flex flex-col gap-4">
      <label className="flex items-center gap-3 text-sm text-slate-700">
        <Switch checked={enabled} onCheckedChange={setEnabled} />
        Include the webinar banner ({enabled ? "on" : "off"})
      </label>
      <label className="flex items-center gap-3 text-sm text-slate-500">
        <Switch disabled checked={false} />
        Disabled while an update runs
      </label>
    </Specimen>
  );
}

export function FormGallery() {
  return (
    <>
      <Specimen title="Fields" source="components/ui/field.tsx, input.tsx" className="grid gap-5 md:grid-cols-2">
        <Field label="Job title" hint="Shown under your name in the signature.">
          <Input placeholder="Account Executive" />
        </Field>
        <Field label="Email" error="Please enter a valid email address (e.g., name@example.com)">
          <Input type="email" defaultValue="jordan@" />
        </Field>
        <Field label="Office">
          <Select defaultValue="hq">
            <option value="hq">San Francisco HQ</option>
            <option value="london">London Office</option>
          </Select>
        </Field>
        <Field label="Company" hint="Disabled fields can't be edited.">
          <Input disabled defaultValue="Acme Inc." />
        </Field>
        <Field label="Description" className="md:col-span-2" hint="Textarea grows with the content box.">
          <Textarea placeholder="Two lines at most appear under the campaign name." />
        </Field>
      </Specimen>
      <Island name="switch-specimen">
        <SwitchSpecimen />
      </Island>
    </>
  );
}
