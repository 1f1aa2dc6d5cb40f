import { useQuery } from "@tanstack/react-query";
import { gettingStartedQuery } from "../../../lib/resources/account";

/** The admin's setup steps, decided on the server. Read again on every visit to the page. */
export function useGettingStarted(enabled: boolean) {
  return useQuery({ ...gettingStartedQuery(), enabled });
}
