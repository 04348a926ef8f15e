import { z } from 'zod';
import { text } from './fields';
import { portalRoleSchema } from './roles';
import { sentence } from './text-with';

/** One-time codes from an authenticator app: 6 digits, a new one every 30 seconds. */
export const TOTP_DIGITS = 6;
/** Recovery codes given at a time; regenerating replaces every one of them. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong second steps one password sign-in may try before it must start again. */
export const TWO_STEP_MAX_TRIES = 5;
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const totpCodeField = text(/*i18n*/ 'Code', { error: /*i18n*/ 'Enter the 6-digit code from your app' })
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), /*i18n*/ 'Enter the 6-digit code from your app');

/** Shown as `abcde-fghij`; typed with or without the dash, in either case, with stray spaces. */
export const recoveryCodeField = text(/*i18n*/ 'Recovery code', { error: /*i18n*/ 'Enter one of your recovery codes' })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, /*i18n*/ 'A recovery code is 10 letters and digits, like abcde-12345'));

export const passkeyNameField = text(/*i18n*/ 'Name', { error: /*i18n*/ 'Give the passkey a name' })
  .trim()
  .min(1, /*i18n*/ 'Give the passkey a name')
  .max(
    PASSKEY_NAME_MAX_LENGTH,
    sentence(/*i18n*/ 'A name is at most {max} characters', { max: PASSKEY_NAME_MAX_LENGTH }),
  );

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, /*i18n*/ 'Must be base64url');

/**
 * What `navigator.credentials` hands back, as @simplewebauthn/browser encodes it (WebAuthn's
 * `toJSON()`): checked for shape and size here, for meaning by @simplewebauthn/server.
 */
const credentialBase = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
export const registrationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});
export const authenticationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/**
 * WebAuthn options made by @simplewebauthn/server, handed as they are to @simplewebauthn/browser.
 * Their shape is WebAuthn's (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON).
 */
export const webAuthnOptionsSchema = z.record(z.string(), z.unknown());

export const secondFactorMethods = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** What a right password answers when the account has a second factor: no session yet. */
export const twoStepRequiredResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  twoStepRequired: z.literal(true),
  /** Single use, expires in minutes; finish with POST /api/auth/two-step. */
  challengeId: z.string(),
  expiresAt: z.string(),
  methods: z.array(z.enum(secondFactorMethods)),
  /** For the "use a passkey" button, when the account has passkeys. */
  passkeyOptions: webAuthnOptionsSchema.nullable(),
});
export type TwoStepRequiredResponse = z.infer<typeof twoStepRequiredResponseSchema>;

/** Exactly one way of finishing: a code from the app, a recovery code, or a passkey. */
export const twoStepBodySchema = z.union(
  [
    z.object({ challengeId: z.uuid(/*i18n*/ 'Sign in again'), code: totpCodeField }).strict(),
    z.object({ challengeId: z.uuid(/*i18n*/ 'Sign in again'), recoveryCode: recoveryCodeField }).strict(),
    z.object({ challengeId: z.uuid(/*i18n*/ 'Sign in again'), passkey: authenticationCredentialSchema }).strict(),
  ],
  { error: /*i18n*/ 'Enter a code from your app, a recovery code, or use a passkey' },
);
export type TwoStepBody = z.input<typeof twoStepBodySchema>;

export const passkeySignInOptionsBodySchema = z.object({ role: portalRoleSchema });
export const passkeySignInOptionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ challengeId: z.string(), options: webAuthnOptionsSchema }),
});
export const passkeySignInBodySchema = z.object({
  challengeId: z.uuid(/*i18n*/ 'Try the passkey again'),
  passkey: authenticationCredentialSchema,
});

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** A user's own second factors, without any secret. */
export const securityOverviewSchema = z.object({
  totp: z.object({ enabledAt: z.string() }).nullable(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySchema),
  /** An admin requires two-step sign-in for this account's role, and it has no second factor yet. */
  setupRequired: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;
export const securityOverviewResponseSchema = z.object({ success: z.literal(true), data: securityOverviewSchema });

export const totpSetupResponseSchema = z.object({
  success: z.literal(true),
  /** Shown once, while setting up: the secret never leaves the server again. */
  data: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const totpConfirmBodySchema = z.object({ code: totpCodeField });

/** Recovery codes are shown once, in the answer that made them. */
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()).nullable(),
});

/** Turning a factor off or renewing recovery codes is confirmed with the password or a current code. */
export const stepUpBodySchema = z.union(
  [
    z
      .object({
        password: z.string({ error: /*i18n*/ 'Enter your password' }).min(1, /*i18n*/ 'Enter your password').max(1024),
      })
      .strict(),
    z.object({ code: totpCodeField }).strict(),
  ],
  { error: /*i18n*/ 'Enter your password or a code from your app' },
);
export type StepUpBody = z.input<typeof stepUpBodySchema>;

export const passkeyOptionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ options: webAuthnOptionsSchema }),
});
export const addPasskeyBodySchema = z.object({ name: passkeyNameField, credential: registrationCredentialSchema });
export const addPasskeyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: passkeySchema,
  /** Set when this passkey is the account's first second factor: its recovery codes, shown once. */
  recoveryCodes: z.array(z.string()).nullable(),
});
export const renamePasskeyBodySchema = z.object({ name: passkeyNameField });
export const passkeyParamsSchema = z.object({ id: z.uuid(/*i18n*/ 'Unknown passkey') });
export const passkeyResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: passkeySchema });

export const securitySettingsSchema = z.object({ requireTwoStepForStaff: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const securitySettingsResponseSchema = z.object({ success: z.literal(true), data: securitySettingsSchema });
export type AuthenticationCredential = z.input<typeof authenticationCredentialSchema>;
export type RegistrationCredential = z.input<typeof registrationCredentialSchema>;
