// Users as Graph describes them (the properties Signet selects), and a generator of a
// believable directory for tests, the bench and the demo.

export type FakeGraphUser = {
  id: string;
  displayName: string | null;
  givenName: string | null;
  surname: string | null;
  mail: string | null;
  userPrincipalName: string;
  jobTitle: string | null;
  department: string | null;
  officeLocation: string | null;
  businessPhones: string[];
  mobilePhone: string | null;
  accountEnabled: boolean;
};

export const USER_PROPERTIES: (keyof FakeGraphUser)[] = [
  "id",
  "displayName",
  "givenName",
  "surname",
  "mail",
  "userPrincipalName",
  "jobTitle",
  "department",
  "officeLocation",
  "businessPhones",
  "mobilePhone",
  "accountEnabled",
];

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");
/** A stable object id per index, shaped like Entra's (a GUID). */
export const graphUserId = (i: number) => `${hex(0x5e000000 + Math.floor(i / 65536), 8)}-${hex(i % 65536, 4)}-4000-8000-${hex(i, 12)}`;

export function generateGraphUsers(
  count: number,
  domain: string,
  start = 0,
  offices = ["London Office", "San Francisco HQ"],
): FakeGraphUser[] {
  const first = ["Ada", "Grace", "Alan", "Katherine", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances"];
  const last = ["Lovelace", "Hopper", "Turing", "Johnson", "Torvalds", "Hamilton", "Ritchie", "Liskov", "Thompson", "Allen"];
  const departments = ["Engineering", "Sales", "Marketing", "Finance", "Support"];
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const givenName = first[i % first.length];
    const surname = last[Math.floor(i / first.length) % last.length];
    const address = `${givenName}.${surname}${i >= 100 ? i : ""}@${domain}`.toLowerCase();
    return {
      id: graphUserId(i),
      displayName: `${givenName} ${surname}`,
      givenName,
      surname,
      mail: address,
      userPrincipalName: address,
      jobTitle: i % 3 === 0 ? "Engineer" : "Account Manager",
      department: departments[i % departments.length],
      officeLocation: offices.length ? offices[i % offices.length] : null,
      businessPhones: [`+1 555 030 ${String(i % 10000).padStart(4, "0")}`],
      mobilePhone: i % 4 === 0 ? null : `+1 555 040 ${String(i % 10000).padStart(4, "0")}`,
      accountEnabled: true,
    };
  });
}
