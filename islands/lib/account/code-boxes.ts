/** What a box for the authenticator app's code asks of the browser (the phone offers a code it has just received). */
export const CODE_BOX = { name: "code", type: "text", autoComplete: "one-time-code", required: true } as const;

/** A box for the app's code or a recovery code: letters and digits, typed as they are. */
export const CODE_OR_RECOVERY_BOX = { ...CODE_BOX, autoCapitalize: "none", spellCheck: false, maxLength: 40 } as const;
