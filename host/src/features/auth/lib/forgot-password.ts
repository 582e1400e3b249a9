import { hostPaths } from '@craft/shared';

/** The spec's 'Forget Password' has no target; ours opens the help center's answer. */
export const forgotPasswordLink = `${hostPaths.help}#forgot-password`;
