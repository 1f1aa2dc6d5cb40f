// A change to the profile or photo answers with the profile as it now is: shown at once;
// the session's copy, the team list and every signature query follow (writes.ts).
import { useQueryClient } from "@tanstack/react-query";
import { profileQuery, type Profile } from "../../../lib/resources/members";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export function useProfileMutation<I>(write: "profile.update" | "profile.photo", mutationFn: (input: I) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useApiMutation(write, {
    mutationFn,
    // An upload is not repeated on failure: the same file would fail the same way.
    retry: write === "profile.photo" ? false : undefined,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery().queryKey, profile),
  });
}
