// Alerts emailed to a company's admins, once per cause a day.
export { alertAdminsOnce, type AdminAlert } from "./alert-admins-once";
