import { z } from "zod";
import { email, phoneMessage, requiredText } from "../../platform/contract/fields.ts";

export const contactSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: email(),
  phoneNumber: requiredText("Phone number", 30).regex(/^[+()0-9 .-]{7,30}$/, phoneMessage("Phone number")),
  message: requiredText("Message", 5000, { multiline: true }),
});
export type ContactInput = z.infer<typeof contactSchema>;
