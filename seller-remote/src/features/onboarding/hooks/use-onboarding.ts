import { getOnboarding } from '@craft/shared/company';
import { useQuery } from '@craft/shared/query';
import { onboardingKey } from '../../../lib/self-queries';

/** GET /sellers/me/onboarding, read again whenever the dashboard shows (a service may have gained a photo meanwhile). */
export const useOnboarding = () => useQuery({ queryKey: onboardingKey, queryFn: getOnboarding, staleTime: 0 });
