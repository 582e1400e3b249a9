/**
 * The appeal page: the user a moderation decision restricted contests it. Reached from the
 * statement of reasons (the bell, and the mail's link with a token for a suspended user, who
 * cannot sign in). Loaded lazily by the app layer (routes.tsx): rarely visited, never on the
 * landing page's first load.
 */
export const loadAppealPage = () => import('./components/AppealPage').then((module) => ({ default: module.AppealPage }));
