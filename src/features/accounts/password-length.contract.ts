/**
 * A new password's shortest length (the policy: src/features/accounts/auth.contract.ts). Apart, with
 * no zod, so the public forms that show it (sign-up, reset) do not carry the
 * validation library in their bundle.
 */
export const PASSWORD_MIN_LENGTH = 10;
