import { buyerPaths, hostTexts, links } from '@craft/shared';

const texts = hostTexts.nav;

export type MenuEntry = { label: string; to: string } | { label: string; href: string };

/**
 * The user menu's entries. The spec leaves Open Application, Inquiry Form, Refer Friends and
 * My Reviews without a target; each gets the closest real one (never a dead link).
 */
export function userMenuEntries(origin: string): MenuEntry[] {
  return [
    { label: texts.personalInformation, to: buyerPaths.profile },
    { label: texts.orders, to: buyerPaths.orders },
    { label: texts.offers, to: buyerPaths.offers },
    // An open request for offers from every craftsman: the Favorable Offer.
    { label: texts.openApplication, to: buyerPaths.favorable },
    { label: texts.inquiryForm, to: buyerPaths.favorableDocument },
    {
      label: texts.referFriends,
      href: `mailto:?subject=${encodeURIComponent(texts.referSubject)}&body=${encodeURIComponent(texts.referBody(origin))}`,
    },
    // The buyer's reviews: the reviewed orders, each with its rating and text.
    { label: texts.myReviews, to: links.myReviews },
  ];
}
