/**
 * One line per step of an order's or direct offer's history (#15), worded for whoever reads it:
 * their own steps say "you", the other party's name their role.
 */
type JobParty = 'buyer' | 'seller';

const stepText: Record<string, (who: string) => string> = {
  requested: (who) => `Ordered by ${who}`,
  offered: (who) => `Offer sent by ${who}`,
  edited: (who) => `Changed by ${who}`,
  countered: (who) => `Counter-offer by ${who}`,
  accepted: (who) => `Accepted by ${who}`,
  rejected: (who) => `Rejected by ${who}`,
  withdrawn: (who) => `Withdrawn by ${who}`,
  cancelled: (who) => `Cancelled by ${who}`,
  work_done: (who) => `Work marked as done by ${who}`,
  completed: (who) => `Completion confirmed by ${who}`,
  auto_completed: () => 'Completed automatically 14 days after the work was done',
  payment_received: (who) => `Payment marked as received by ${who}`,
  reviewed: (who) => `Reviewed by ${who}`,
};

export function jobHistoryLine(event: string, by: string, reader: JobParty): string {
  const who = by === reader ? 'you' : by === 'buyer' ? 'the customer' : by === 'seller' ? 'the craftsman' : 'automatically';
  return stepText[event]?.(who) ?? event;
}
