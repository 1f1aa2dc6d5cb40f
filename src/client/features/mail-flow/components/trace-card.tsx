// The message trace of the last 30 days, without content: when, who, to which domains, how
// large, what was done and the return hop's answer; filtered by member.
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/input";
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { EmptyRow, Table, TBody, Td, Th, THead, Tr } from "../../../components/ui/table";
import { useMailTrace } from "../api/mail-flow";
import { OutcomeBadge, when } from "./outcome";

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function TraceCard() {
  const [userId, setUserId] = useState("");
  const all = useMailTrace("");
  const trace = useMailTrace(userId);
  const members = new Map((all.data ?? []).flatMap((m) => (m.userId ? [[m.userId, m.memberName ?? m.sender] as const] : [])));
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>Message trace</CardTitle>
          <CardDescription>Every message the relay handled in the last 30 days, without its content.</CardDescription>
        </div>
        <Field label="Member" className="sm:w-64">
          <Select value={userId} onChange={(e) => setUserId(e.target.value)}>
            <option value="">Everyone</option>
            {[...members].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </CardHeader>
      <CardContent>
        {trace.isPending ? (
          <LoadingState text="Loading the trace..." />
        ) : trace.isError ? (
          <Alert tone="error">The trace could not be loaded.</Alert>
        ) : (
          <div className="-mx-5 -mb-5 sm:mx-0 sm:mb-0">
            <Table caption="Message trace">
              <THead className="bg-transparent">
                <Th className="sm:pl-0">When</Th>
                <Th>Sender</Th>
                <Th>To</Th>
                <Th>Size</Th>
                <Th>Done</Th>
                <Th className="sm:pr-0">Return hop</Th>
              </THead>
              <TBody>
                {trace.data.length === 0 && <EmptyRow colSpan={6}>No messages yet. Send a test message above.</EmptyRow>}
                {trace.data.map((m) => (
                  <Tr key={m.id}>
                    <Td label="When" className="whitespace-nowrap sm:pl-0">
                      {when(m.createdAt)}
                    </Td>
                    <Td label="Sender">
                      <span className="block font-medium text-slate-900">{m.memberName ?? "Unknown sender"}</span>
                      <span className="text-xs text-slate-500">{m.sender}</span>
                    </Td>
                    <Td label="To">{m.recipientDomains.join(", ")}</Td>
                    <Td label="Size" className="whitespace-nowrap">
                      {size(m.sizeBytes)}
                    </Td>
                    <Td label="Done">
                      <OutcomeBadge outcome={m.outcome} />
                      <span className="mt-1 block text-xs text-slate-500">{m.reason}</span>
                    </Td>
                    <Td label="Return hop" className="text-xs text-slate-500 sm:pr-0">
                      {m.returnResponse ?? "None"}
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
