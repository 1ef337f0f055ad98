import { z } from 'zod';

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().email(),
  avatar: z.string().url().nullable(),
  googleId: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const CurrentUserResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
});
export type CurrentUserResponse = z.infer<typeof CurrentUserResponseSchema>;

export const AuthProvidersResponseSchema = z.object({
  success: z.literal(true),
  google: z.boolean(),
  devLogin: z.boolean(),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponseSchema>;

export const DevLoginRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name is too long'),
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
});
export type DevLoginRequest = z.infer<typeof DevLoginRequestSchema>;

export const DevLoginResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  token: z.string(),
});
export type DevLoginResponse = z.infer<typeof DevLoginResponseSchema>;

export const GoogleSignInQuerySchema = z.object({
  returnTo: z
    .string()
    .max(512)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'returnTo must be a path on this site')
    .optional(),
});
export type GoogleSignInQuery = z.infer<typeof GoogleSignInQuerySchema>;

export const OidcCallbackQuerySchema = z
  .object({
    code: z.string().max(2048).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(256).optional(),
  })
  .passthrough();

export const LogoutResponseSchema = z.object({ success: z.literal(true) });

export const AuthDebugResponseSchema = z.object({
  success: z.literal(true),
  authenticated: z.boolean(),
  via: z.enum(['cookie', 'header']).nullable(),
  session: z.object({ createdAt: z.string(), expiresAt: z.string() }).nullable(),
  user: z
    .object({
      name: z.string(),
      email: z.string(),
      hasAvatar: z.boolean(),
      googleId: z.string().nullable(),
    })
    .nullable(),
  providers: z.object({ google: z.boolean(), devLogin: z.boolean() }),
});
export type AuthDebugResponse = z.infer<typeof AuthDebugResponseSchema>;
