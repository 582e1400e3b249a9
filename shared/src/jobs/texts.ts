import { catalogTexts } from '@craft/shared/i18n';
import type english from './locales/en.json';

/**
 * The texts of an order's or direct offer's history, namespace 'jobs'. Both languages
 * are chunks of their own (job pages are never the landing page); `loadJobTexts()` is for the
 * remotes' page loaders, so a page waits for its chunk and its texts at once.
 */
const jobsCatalog = catalogTexts<typeof english>('jobs', (language) =>
  language === 'de' ? import(/* webpackChunkName: "jobs-texts-de" */ './locales/de.json') : import(/* webpackChunkName: "jobs-texts-en" */ './locales/en.json'),
);

export const useJobTexts = jobsCatalog.useTexts;
const jobText = jobsCatalog.text;
/** Resolves once the page's language of the job-history texts is loaded. */
export const loadJobTexts = jobsCatalog.load;

type JobParty = 'buyer' | 'seller';
type Step = keyof (typeof english)['step'];
const STEPS: Record<Step, true> = {
  requested: true,
  offered: true,
  edited: true,
  countered: true,
  accepted: true,
  rejected: true,
  withdrawn: true,
  cancelled: true,
  work_done: true,
  completed: true,
  auto_completed: true,
  payment_received: true,
  reviewed: true,
};
const isStep = (event: string): event is Step => Object.hasOwn(STEPS, event);

/**
 * One line per step, worded for whoever reads it: their own steps say "you", the other party's
 * name their role. A step this version does not know shows its event name.
 */
export function jobHistoryLine(event: string, by: string, reader: JobParty): string {
  if (!isStep(event)) return event;
  const who = jobText(by === reader ? 'who.you' : by === 'buyer' ? 'who.buyer' : by === 'seller' ? 'who.seller' : 'who.system');
  return jobText(`step.${event}`, { who });
}
