import { z } from "zod";

export const ContactCreatedSchema = z.object({ id: z.string() });
