import { z } from "zod";
import { email, requiredText } from "./fields.ts";

export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: requiredText("Name", 100),
  email: email(),
  role: z.enum(["artist", "client"], { error: "Role must be artist or client" }),
  password: z
    .string({ error: "Password is required" })
    .min(8, "Password must be at least 8 characters")
    .max(200, "Password must be at most 200 characters"),
});
export type RegisterInput = z.infer<typeof registerSchema>;
