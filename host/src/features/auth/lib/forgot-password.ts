import { hostPaths } from '@craft/shared';

/** The spec's 'Forget Password' has no target; ours opens the reset request form. */
export const forgotPasswordLink = hostPaths.forgotPassword;
