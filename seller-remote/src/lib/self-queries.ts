/**
 * Query keys of the craftsman's own settings. Every save of one of them invalidates the prefix,
 * so the dashboard's onboarding checklist (computed by the server) follows at once.
 */
export const selfKey = ['sellers', 'me'] as const;
export const onboardingKey = [...selfKey, 'onboarding'] as const;
export const companyKey = [...selfKey, 'company'] as const;
export const traderKey = [...selfKey, 'trader'] as const;
