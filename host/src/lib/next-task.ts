/**
 * Resolves in a new task, so what runs next is not part of the current one. A phone's first
 * seconds are a chain of tasks (a script arrives, its modules run, the page starts); each one
 * long enough blocks a tap and counts in Lighthouse's total blocking time. Cutting the chain at
 * its natural joints keeps every link short.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
